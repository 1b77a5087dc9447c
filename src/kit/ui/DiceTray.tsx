import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { parseDice } from '../dice';
import { cryptoRng, rollDice, type Rng } from '../random';
import { buzz } from './device';
import { GAP, nextActionOf, pinnedInsets } from './follow';
import { keepInView } from './keepInView';

export type RollSource = 'phone' | 'typed';

interface Props {
  /** How many dice this roll uses. */
  count: number;
  sides: number;
  /** Heading-like text above the tray, e.g. "Roll the 4 dice left". */
  label: string;
  onRoll: (values: number[], source: RollSource) => void;
  /** Injected for tests; the crypto generator otherwise. */
  rng?: Rng;
  /** Offer "roll on the phone" (default true). */
  allowPhone?: boolean;
  /** Offer typing in real dice (default true). */
  allowTyped?: boolean;
}

/**
 * Shows the step's next action the tray belongs to (its `data-next` group: Stop and the tray), else
 * the tray, by the least scroll, when they fit the screen; false when they don't.
 */
function showActions(field: HTMLElement): boolean {
  const tray = field.closest<HTMLElement>('.dice-tray');
  const step = tray?.closest<HTMLElement>('.step');
  const next = step ? nextActionOf(step) : null;
  const group = next?.contains(tray ?? null) ? next : tray;
  if (!group) return false;
  const { top, bottom } = pinnedInsets();
  if (group.getBoundingClientRect().height > window.innerHeight - top - bottom - 2 * GAP) return false;
  keepInView(group);
  return true;
}

/**
 * A roll, either made by the phone or typed from real dice. Typed values are
 * checked (count and range) and kept on a mistake, so nothing entered is lost.
 */
export function DiceTray({ count, sides, label, onRoll, rng, allowPhone = true, allowTyped = true }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Counts refusals, so the same reason given twice still brings the field back on screen.
  const [refused, setRefused] = useState(0);
  // Counts the faces tapped in, so each one keeps the tray in sight.
  const [faces, setFaces] = useState(0);
  const generator = useMemo(() => rng ?? cryptoRng(), [rng]);
  const field = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // A refused roll: the field to put right takes the focus and the page scrolls the least that
  // shows the reason too (the player who tapped "Use these dice" sees both at once).
  useEffect(() => {
    if (!error || !field.current) return;
    field.current.focus({ preventScroll: true });
    if (showActions(field.current)) return;
    message.current?.scrollIntoView({ block: 'nearest' });
    field.current.scrollIntoView({ block: 'nearest' });
  }, [error, refused]);
  // A face added (or the reason taken away by it) can move the tray: a shorter form lets the
  // browser's scroll anchoring lift it above the screen. The step's actions stay in sight.
  useEffect(() => {
    if (faces > 0 && field.current) showActions(field.current);
  }, [faces]);
  const dieWord = count === 1 ? 'die' : 'dice';

  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = parseDice(text, count, sides);
    if (!parsed.ok) {
      setError(parsed.error);
      setRefused((n) => n + 1);
      return;
    }
    setError(undefined);
    setText('');
    onRoll(parsed.value, 'typed');
  };
  const append = (face: number) => {
    setError(undefined);
    setFaces((n) => n + 1);
    setText((t) => (t.trim() === '' ? String(face) : `${t.trim()} ${face}`));
  };

  return (
    <div class="dice-tray stack" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`}>
        <strong>{label}</strong>
      </p>
      {allowPhone && (
        <button type="button" class="btn primary" onClick={() => {
            buzz();
            onRoll(rollDice(generator, count, sides), 'phone');
          }}>
          Roll {count} {dieWord} on the phone
        </button>
      )}
      {allowTyped && (
        <form class="stack" onSubmit={submit} noValidate>
          <label for={`${id}-typed`}>
            Or type the {count} real {dieWord} you rolled (1 to {sides})
          </label>
          <input
            id={`${id}-typed`}
            ref={field}
            type="text"
            inputMode="numeric"
            autocomplete="off"
            value={text}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
          {sides <= 12 && (
            <div class="row" role="group" aria-label="Tap a face to add it">
              {Array.from({ length: sides }, (_, i) => (
                <button type="button" class="btn face" aria-label={`Add a ${i + 1}`} onClick={() => append(i + 1)}>
                  {i + 1}
                </button>
              ))}
              <button type="button" class="btn" onClick={() => setText('')} disabled={text === ''}>
                Clear
              </button>
            </div>
          )}
          {error && (
            <p id={`${id}-error`} class="message error" role="alert" ref={message}>
              {error}
            </p>
          )}
          <button type="submit" class="btn">
            Use these {dieWord}
          </button>
        </form>
      )}
    </div>
  );
}
