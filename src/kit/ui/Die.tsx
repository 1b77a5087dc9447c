interface Props {
  value: number;
  sides?: number;
  /** Set aside (e.g. a 1 in Sibling Rivalry): drawn dashed and faded. */
  aside?: boolean;
}

/** One die face, read out as words for screen readers. */
export function Die({ value, sides = 6, aside = false }: Props) {
  return (
    <span class={aside ? 'die aside' : 'die'} role="img" aria-label={`d${sides} showing ${value}${aside ? ', set aside' : ''}`}>
      {value}
    </span>
  );
}
