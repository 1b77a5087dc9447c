import { useId, useState } from 'preact/hooks';
import { board, checkLayout, defaultLayout, table, type Layout } from '../data';
import { parseSquares } from '../words';
import ScoreTrack from './ScoreTrack';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

interface Props {
  layout: Layout;
  onBack: () => void;
  /** Starts the game; returns a reason if it could not. */
  onDone: (layout: Layout) => string | undefined;
}

/**
 * The score track before the game (SR-1): keep the usual one or change its length
 * and where the Angels and Devils sit. Mistakes are explained and nothing typed is lost.
 */
export default function LayoutEditor({ layout, onBack, onDone }: Props) {
  const id = useId();
  const [length, setLength] = useState(String(layout.length));
  const [angels, setAngels] = useState(layout.angels.join(', '));
  const [devils, setDevils] = useState(layout.devils.join(', '));
  const [error, setError] = useState<string | undefined>();
  const { minLength, maxLength } = table.layoutLimits;

  const read = () => {
    if (!/^\s*\d+\s*$/.test(length)) return { ok: false as const, error: `Type the number of squares, from ${minLength} to ${maxLength}.` };
    const a = parseSquares(angels, 'Little Angels');
    if (!a.ok) return a;
    const d = parseSquares(devils, 'Little Devils');
    if (!d.ok) return d;
    return checkLayout({ length: Number(length), angels: a.value, devils: d.value });
  };
  const preview = read();

  const submit = (e: Event) => {
    e.preventDefault();
    const checked = read();
    setError(checked.ok ? onDone(checked.value) : checked.error);
  };
  const edit = (set: (v: string) => void) => (e: Event) => {
    set((e.target as HTMLInputElement).value);
    setError(undefined);
  };
  const usual = () => {
    setLength(String(defaultLayout.length));
    setAngels(defaultLayout.angels.join(', '));
    setDevils(defaultLayout.devils.join(', '));
    setError(undefined);
  };

  return (
    <form class="stack" onSubmit={submit} noValidate>
      <p>
        Keep this track or change it. On a Little Angel it takes {board.catchThresholds.littleAngel} 1s to catch you, on a
        Little Devil only {board.catchThresholds.littleDevil}.
      </p>
      <div>
        <button type="submit" class="btn primary">
          Start the game
        </button>
      </div>
      <div class="stack">
        <label for={`${id}-len`}>Squares between Start and the finish ({minLength} to {maxLength})</label>
        <input id={`${id}-len`} type="text" inputMode="numeric" value={length} onInput={edit(setLength)} />
      </div>
      <div class="stack">
        <label for={`${id}-angels`}>Little Angel squares</label>
        <input id={`${id}-angels`} type="text" inputMode="numeric" value={angels} onInput={edit(setAngels)} />
      </div>
      <div class="stack">
        <label for={`${id}-devils`}>Little Devil squares</label>
        <input id={`${id}-devils`} type="text" inputMode="numeric" value={devils} onInput={edit(setDevils)} />
      </div>
      <ErrorMessage error={error} />
      {preview.ok && <ScoreTrack layout={preview.value} label="Preview of the score track" />}
      <div class="row">
        <button type="button" class="btn" onClick={usual}>
          Use the usual track
        </button>
        <button type="button" class="btn" onClick={onBack}>
          Back to the players
        </button>
      </div>
    </form>
  );
}
