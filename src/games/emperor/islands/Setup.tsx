import { cryptoRng } from '~/kit/random';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { cardsToPull, setupWithCards } from '../cards';
import { data, identityName, type KindCounts } from '../data';
import { setup } from '../start';
import type { TableState } from '../state';
import { rule } from '../words';
import { nonce } from './nonce';
import { preloadPlay } from './Table';

/** How the table holds its identity cards: dealt and held by the phone, or printed. */
export type Mode = 'phone' | 'printed';

/**
 * What the way in has chosen so far. The helper keeps it (its first screen asks the
 * first question), so going back, to the names or to how the cards are held, keeps
 * everything typed.
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

export interface SetupProps {
  /** For the form's labels (from Start, so ids stay stable while going back and forth). */
  id: string;
  mode: Mode;
  form: StartForm;
  update: (patch: Partial<StartForm>) => void;
  onStarted: (mode: Mode, names: string[], state: TableState) => void;
}

const KINDS = ['emperor', 'loyalist', 'rebel'] as const;
function listCards(counts: KindCounts, lastJoin = ', '): string {
  const parts = KINDS.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${identityName(k)}`);
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')}${lastJoin}${parts.at(-1)}`;
}

/** Tries to start the table: the state, or a refusal in words. */
function begin(mode: Mode, names: string[], emperor: number | null, emperorWinsAfterRounds: number | null) {
  return mode === 'phone'
    ? setupWithCards({ names, emperorWinsAfterRounds }, cryptoRng(), nonce())
    : setup({ names, emperor: emperor ?? -1, emperorWinsAfterRounds });
}

/** The way in after the first screen (see Start): the names clockwise, then the options and the start. */
export function Setup({ id, mode, form, update, onStarted }: SetupProps) {
  const { names, typed, emperor, houseRule, rounds, error } = form;

  if (names === null) {
    return (
      <Step id={`start-names-${mode}`} title="Who is playing? Clockwise round the table" rule={rule('a-round')}>
        <PlayerSetup
          initial={typed}
          min={data.players.min}
          max={data.players.max}
          hint="Start with anyone and go clockwise: the circle on the phone follows this order."
          submitLabel="Next"
          onDone={(next) => update({ names: next, typed: next, emperor: null, error: undefined })}
        />
        <button type="button" class="btn" onClick={() => update({ mode: null })}>
          Back
        </button>
      </Step>
    );
  }

  // With printed cards no look is owed once the table starts: its turn's screens are next
  // (a load started once, however often this draws).
  if (mode === 'printed') preloadPlay();
  const pull = mode === 'printed' ? cardsToPull(names.length) : null;
  const submit = (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    // A refusal is drawn under the buttons: brought into view once drawn, the least scroll.
    const refuse = (error: string) => {
      update({ error });
      setTimeout(() => form.querySelector('[role=alert]')?.scrollIntoView({ block: 'nearest' }));
    };
    const n = Number(rounds);
    if (houseRule && (rounds.trim() === '' || !Number.isInteger(n))) return refuse('Type the number of rounds as a whole number, for example 5.');
    if (mode === 'printed' && emperor === null) return refuse('Choose who turned up the Emperor card.');
    const result = begin(mode, names, emperor, houseRule ? n : null);
    if (!result.ok) return refuse(result.error);
    update({ error: undefined });
    onStarted(mode, names, result.value);
  };

  return (
    <Step
      id={`start-options-${mode}`}
      title={mode === 'phone' ? `Deal for ${names.length} players` : 'Who turned up the Emperor card?'}
      rule={rule(mode === 'phone' ? 'identity-cards-on-the-phone' : 'who-you-are')}
    >
      <form class="stack" onSubmit={submit} noValidate>
        {mode === 'printed' && pull?.ok && (
          <details>
            <summary>Which printed cards to deal for {names.length}</summary>
            <ol class="stack">
              <li>
                Take out <strong>{listCards(pull.value.total)}</strong>
                {listCards(pull.value.leftInBox) ? `; ${listCards(pull.value.leftInBox)} stay in the box.` : ': the whole deck.'}
              </li>
              <li>Everyone keeps {listCards(pull.value.keptByEach, ' and ')}.</li>
              <li>Shuffle the other {names.length} ({listCards(pull.value.pool)}) face down; each player draws one.</li>
              <li>Everyone looks at their three cards in secret; whoever drew the Emperor turns it face up.</li>
            </ol>
          </details>
        )}
        {mode === 'printed' && (
          <fieldset class="stack emp-fieldset">
            <legend>The Emperor is</legend>
            {names.map((name, i) => (
              <label key={name} class="emp-choice">
                <input type="radio" name={`${id}-emperor`} checked={emperor === i} onChange={() => update({ emperor: i, error: undefined })} />
                {name}
              </label>
            ))}
          </fieldset>
        )}
        {mode === 'phone' && (
          <p>
            The phone deals each player three identity cards and then goes round the table, {names[0]} first: each player sees
            their own cards, hides them and passes the phone on.
          </p>
        )}
        <div class="row">
          <button type="submit" class="btn primary">
            {mode === 'phone' ? 'Deal the identity cards' : 'Start the table'}
          </button>
          <button type="button" class="btn" onClick={() => update({ names: null })}>
            Back to names
          </button>
        </div>
        <ErrorMessage error={error} />
        <details>
          <summary>House rule: a way for the Emperor's side to win (off)</summary>
          <label class="emp-choice">
            <input type="checkbox" checked={houseRule} onChange={(e) => update({ houseRule: (e.target as HTMLInputElement).checked })} />
            The Emperor's side wins if the Emperor survives a number of rounds
          </label>
          {houseRule && (
            <div>
              <label for={`${id}-rounds`}>Rounds the Emperor must survive</label>
              <input
                id={`${id}-rounds`}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={rounds}
                onInput={(e) => update({ rounds: (e.target as HTMLInputElement).value, error: undefined })}
              />
            </div>
          )}
        </details>
      </form>
    </Step>
  );
}
