/** A quiet way to the other helper; the match in this one stays saved. */
export function SwitchMode({ to, onSwitch }: { to: 'cards' | 'phone'; onSwitch: () => void }) {
  return (
    <p class="empress-switch">
      <button type="button" class="btn small" onClick={onSwitch}>
        {to === 'phone' ? 'No cards? Play on the phone instead' : 'Have the cards? Use the match tracker instead'}
      </button>
    </p>
  );
}
