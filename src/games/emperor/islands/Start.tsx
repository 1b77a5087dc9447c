import { useId, useState } from 'preact/hooks';
import { onDemand, whenLoaded } from '~/kit/ui/onDemand';
import { Step } from '~/kit/ui/Step';
import type { TableState } from '../state';
import type { SetupProps } from './Setup';

export type Mode = 'phone' | 'printed';
const GAME = 'emperor';

/**
 * What the way in has chosen so far. It lives here, in the page's first file, so going
 * back (to the names, or to how the cards are held) keeps everything typed, while the
 * screens after the first one come on demand with the game's code (Setup.tsx).
 */
export interface StartForm {
  mode: Mode | null;
  /** The names once confirmed; null while they are being entered. */
  names: string[] | null;
  /** Names kept when going back to edit them. */
  typed: string[] | undefined;
  /** Printed cards: who turned up the Emperor card. */
  emperor: number | null;
  houseRule: boolean;
  rounds: string;
  error: string | undefined;
}

interface Props {
  /** What the table chose last time (after an Undo took back the start), so nothing typed is lost. */
  initial?: { mode: Mode; names: string[] } | null;
  /** The table is under way: how it holds its cards, its names and its first state. */
  onStarted: (mode: Mode, names: string[], state: TableState) => void;
}

/** The names and the options screens, with the deal and the engine's setup: loaded on the first tap. */
const Setup = onDemand<SetupProps>(() => import('./screens').then((m) => m.Setup));

/**
 * The way in, one decision a screen: how the table holds its identity cards, the
 * names clockwise, then (printed cards) who turned up the Emperor card, and the EW-5
 * house rule. Nothing here is saved until the table starts: no secret exists yet.
 */
export function Start({ initial, onStarted }: Props) {
  const id = useId();
  const [form, setForm] = useState<StartForm>(() => ({
    mode: initial?.mode ?? null,
    names: initial?.names ?? null,
    typed: initial?.names,
    emperor: null,
    houseRule: false,
    rounds: '5',
    error: undefined,
  }));
  const update = (patch: Partial<StartForm>) => setForm((f) => ({ ...f, ...patch }));

  if (form.mode === null) {
    return (
      <Step id="start-mode" title="How do you hold the identity cards?" rule={{ game: GAME, section: 'who-you-are' }}>
        <p>The phone can deal and hold them (nobody needs the printed identity cards), or you use printed ones.</p>
        <div class="row">
          <button type="button" class="btn primary" onClick={() => whenLoaded(Setup, () => update({ mode: 'phone' }))}>
            Deal them on this phone
          </button>
          <button type="button" class="btn" onClick={() => whenLoaded(Setup, () => update({ mode: 'printed' }))}>
            We use printed cards
          </button>
        </div>
      </Step>
    );
  }
  return <Setup id={id} mode={form.mode} form={form} update={update} onStarted={onStarted} />;
}
