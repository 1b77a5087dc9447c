interface Props {
  /** The reason in words a player understands; nothing is shown when absent. */
  error?: string | null;
}

/** A refused entry or move, announced at once to screen readers (role="alert"). */
export function ErrorMessage({ error }: Props) {
  if (!error) return null;
  return (
    <p class="message error" role="alert">
      {error}
    </p>
  );
}
