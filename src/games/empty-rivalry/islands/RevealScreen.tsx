import type { ComponentChildren } from 'preact';
import { useId, useState } from 'preact/hooks';
import { Step } from '~/kit/ui/Step';
import { parseDice } from '~/kit/dice';
import { cryptoRng, type Rng } from '~/kit/random';
import { buzz } from '~/kit/ui/device';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import { game } from '../data';
import { blindRolls, revealRound } from '../engine';
import type { MatchState } from '../state';
import type { Apply } from './Match';

interface Props {
  state: MatchState;
  attacker: string;
  defender: string;
  apply: Apply;
  /** Round number, for the step id. */
  round: number;
  /** The line saying what the last tap did (the decision). */
  last?: ComponentChildren;
  /** The phone's blind dice; a lesson passes its scripted ones (kit useTeachable). */
  rng?: Rng;
}

/**
 * ER-5: the moment the rolls exist. With phone dice they are generated on this
 * tap (not earlier), so there is nothing to find in the page or in storage before
 * it; with real dice the players lift their cups and type what they see.
 */
export function RevealScreen({ state, attacker, defender, apply, round, last, rng }: Props) {
  const id = useId();
  const [d12, setD12] = useState('');
  const [d4, setD4] = useState('');
  const [error, setError] = useState<string>();
  // Which fields the message is about: both dice are checked, so both can be flagged at once.
  const [wrong, setWrong] = useState({ d12: false, d4: false });

  const typed = (e: Event) => {
    e.preventDefault();
    const a = parseDice(d12, 1, game.attackerDie);
    const d = parseDice(d4, 1, game.defenderDie);
    setWrong({ d12: !a.ok, d4: !d.ok });
    if (!a.ok || !d.ok) {
      return setError([!a.ok && `${attacker}'s d12: ${a.error}`, !d.ok && `${defender}'s d4: ${d.error}`].filter(Boolean).join(' '));
    }
    const result = revealRound(state, { attackerRoll: a.value[0]!, defenderRoll: d.value[0]! });
    if (!result.ok) setError(result.error);
    else apply('revealTableDice', result);
  };

  return (
    <Step id={`reveal:r${round}`} title="The reveal" rule={{ game: 'empty-rivalry', section: 'scoring' }}>
      {last}
      <p>Both of you look now: the dice and the records come out together.</p>
      {state.dice === 'phone' ? (
        <button type="button" class="btn primary er-wide" onClick={() => {
          buzz();
          apply('revealPhoneDice', revealRound(state, blindRolls(rng ?? cryptoRng())));
        }}>
          Reveal the rolls
        </button>
      ) : (
        <form class="stack" onSubmit={typed} noValidate>
          <p>Lift your cups and type what the dice show.</p>
          <div class="row">
            <div class="er-field">
              <label for={`${id}-a`}>{attacker}'s d12</label>
              <input id={`${id}-a`} class="die-input" type="text" inputMode="numeric" autocomplete="off" value={d12}
                aria-invalid={wrong.d12 ? 'true' : undefined}
                onInput={(e) => setD12((e.target as HTMLInputElement).value)} />
            </div>
            <div class="er-field">
              <label for={`${id}-d`}>{defender}'s d4</label>
              <input id={`${id}-d`} class="die-input" type="text" inputMode="numeric" autocomplete="off" value={d4}
                aria-invalid={wrong.d4 ? 'true' : undefined}
                onInput={(e) => setD4((e.target as HTMLInputElement).value)} />
            </div>
          </div>
          <ErrorMessage error={error} />
          <button type="submit" class="btn primary">
            Reveal
          </button>
        </form>
      )}
    </Step>
  );
}
