import { useId, useState } from 'preact/hooks';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { Step } from '~/kit/ui/Step';
import { data, identityName, type KindCounts } from '../data';
import { cardsToPull } from '../deal';

export type Mode = 'phone' | 'printed';
const GAME = 'emperor';

export interface StartOptions {
  names: string[];
  /** Printed cards: who turned up the Emperor card. */
  emperor: number | null;
  emperorWinsAfterRounds: number | null;
}

interface Props {
  /** What the table chose last time (after an Undo took back the start), so nothing typed is lost. */
  initial?: { mode: Mode; names: string[] } | null;
  /** Tries to start; returns a refusal in words, or null once the table is under way. */
  onStart: (mode: Mode, options: StartOptions) => string | null;
}

const KINDS = ['emperor', 'loyalist', 'rebel'] as const;
function listCards(counts: KindCounts, lastJoin = ', '): string {
  const parts = KINDS.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${identityName(k)}`);
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')}${lastJoin}${parts.at(-1)}`;
}

/**
 * The way in, one decision a screen: how the table holds its identity cards, the
 * names clockwise, then (printed cards) who turned up the Emperor card, and the EW-5
 * house rule. Nothing here is saved until the table starts: no secret exists yet.
 */
export function Start({ initial, onStart }: Props) {
  const id = useId();
  const [mode, setMode] = useState<Mode | null>(initial?.mode ?? null);
  const [names, setNames] = useState<string[] | null>(initial?.names ?? null);
  // Names kept when going back to edit them.
  const [typed, setTyped] = useState<string[] | undefined>(initial?.names);
  const [emperor, setEmperor] = useState<number | null>(null);
  const [houseRule, setHouseRule] = useState(false);
  const [rounds, setRounds] = useState('5');
  const [error, setError] = useState<string | undefined>();

  if (mode === null) {
    return (
      <Step id="start-mode" title="How do you hold the identity cards?" rule={{ game: GAME, section: 'who-you-are' }}>
        <p>The phone can deal and hold them (nobody needs the printed identity cards), or you use printed ones.</p>
        <div class="row">
          <button type="button" class="btn primary" onClick={() => setMode('phone')}>
            Deal them on this phone
          </button>
          <button type="button" class="btn" onClick={() => setMode('printed')}>
            We use printed cards
          </button>
        </div>
      </Step>
    );
  }

  if (names === null) {
    return (
      <Step id={`start-names-${mode}`} title="Who is playing? Clockwise round the table" rule={{ game: GAME, section: 'a-round' }}>
        <PlayerSetup
          initial={typed}
          min={data.players.min}
          max={data.players.max}
          hint="Start with anyone and go clockwise: the circle on the phone follows this order."
          submitLabel="Next"
          onDone={(next) => {
            setNames(next);
            setTyped(next);
            setEmperor(null);
            setError(undefined);
          }}
        />
        <button type="button" class="btn" onClick={() => setMode(null)}>
          Back
        </button>
      </Step>
    );
  }

  const pull = mode === 'printed' ? cardsToPull(names.length) : null;
  const submit = (e: Event) => {
    e.preventDefault();
    const n = Number(rounds);
    if (houseRule && (rounds.trim() === '' || !Number.isInteger(n))) {
      return setError('Type the number of rounds as a whole number, for example 5.');
    }
    if (mode === 'printed' && emperor === null) return setError('Choose who turned up the Emperor card.');
    setError(onStart(mode, { names, emperor, emperorWinsAfterRounds: houseRule ? n : null }) ?? undefined);
  };

  return (
    <Step
      id={`start-options-${mode}`}
      title={mode === 'phone' ? `Deal for ${names.length} players` : 'Who turned up the Emperor card?'}
      rule={{ game: GAME, section: mode === 'phone' ? 'identity-cards-on-the-phone' : 'who-you-are' }}
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
                <input
                  type="radio"
                  name={`${id}-emperor`}
                  checked={emperor === i}
                  onChange={() => {
                    setEmperor(i);
                    setError(undefined);
                  }}
                />
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
          <button type="button" class="btn" onClick={() => setNames(null)}>
            Back to names
          </button>
        </div>
        <ErrorMessage error={error} />
        <details>
          <summary>House rule: a way for the Emperor's side to win (off)</summary>
          <label class="emp-choice">
            <input type="checkbox" checked={houseRule} onChange={(e) => setHouseRule((e.target as HTMLInputElement).checked)} />
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
                onInput={(e) => {
                  setRounds((e.target as HTMLInputElement).value);
                  setError(undefined);
                }}
              />
            </div>
          )}
        </details>
      </form>
    </Step>
  );
}
