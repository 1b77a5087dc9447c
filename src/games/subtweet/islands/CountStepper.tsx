/** − N + : how many cards, between 1 and `max`. */
export function CountStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (n: number) => void; label: string }) {
  return (
    <div class="row st-count" role="group" aria-label={label}>
      <button type="button" class="btn" aria-label="One fewer" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output class="st-count-value" aria-live="polite">
        {value}
      </output>
      <button type="button" class="btn" aria-label="One more" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
