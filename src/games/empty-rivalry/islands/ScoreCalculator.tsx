import { useEffect, useId, useState } from 'preact/hooks';
import { parseDice } from '~/kit/dice';
import { game } from '../data';
import { checkCount, explainScore, type RoundScore } from '../score';
import type { Decision } from '../state';
import './empty-rivalry.css';

type Shown = { score: RoundScore; attackerRoll: number; decision: Decision } | { error: string } | null;

interface Props {
  /** Dice revealed by the blind-dice helper; each new reveal replaces what was typed. */
  rolls?: { attackerRoll: number; defenderRoll: number; round: number } | null;
}

/** For tables keeping records on paper: two rolls, a count of wrong guesses and the decision in; the result and why out. */
export default function ScoreCalculator({ rolls = null }: Props) {
  const id = useId();
  const [d12, setD12Raw] = useState('');
  const [d4, setD4Raw] = useState('');
  const [wrong, setWrongRaw] = useState<number | null>(null);
  const [decision, setDecisionRaw] = useState<Decision | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  // A result belongs to the inputs it was scored from: any change clears it, so the
  // page never shows a result for numbers that are no longer in the form.
  const changed = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setShown(null);
  };
  const setD12 = changed(setD12Raw);
  const setD4 = changed(setD4Raw);
  const setWrong = changed(setWrongRaw);
  const setDecision = changed(setDecisionRaw);
  useEffect(() => {
    if (!rolls) return;
    setD12(String(rolls.attackerRoll));
    setD4(String(rolls.defenderRoll));
  }, [rolls?.round, rolls?.attackerRoll, rolls?.defenderRoll]);
  // The server-rendered form stays disabled until it can react, so nothing typed early is lost.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  const score = (e: Event) => {
    e.preventDefault();
    const a = parseDice(d12, 1, game.attackerDie);
    const d = parseDice(d4, 1, game.defenderDie);
    // Everything missing or wrong at once, so one correction is enough.
    const problems = [
      !a.ok && `Attacker's d12: ${a.error}`,
      !d.ok && `Defender's d4: ${d.error}`,
      wrong === null && 'Choose how many guesses were wrong.',
      decision === null && 'Choose whether the Attacker called out or retreated.',
    ].filter(Boolean);
    if (!a.ok || !d.ok || wrong === null || decision === null) return setShown({ error: problems.join(' ') });
    const input = { attackerRoll: a.value[0]!, defenderRoll: d.value[0]!, wrongGuesses: wrong, decision };
    const result = checkCount(input);
    setShown(result.ok ? { score: result.value, attackerRoll: input.attackerRoll, decision } : { error: result.error });
  };

  return (
    <section class="helper" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Score calculator</h2>
      <form class="stack" onSubmit={score} noValidate>
        <p>For a round kept on paper.</p>
        <fieldset class="er-fieldset stack" disabled={!live}>
        <legend class="visually-hidden">The round</legend>
        <div class="row">
          <div class="er-field">
            <label for={`${id}-a`}>Attacker's d12</label>
            <input id={`${id}-a`} class="die-input" type="text" inputMode="numeric" autocomplete="off" value={d12}
              onInput={(e) => setD12((e.target as HTMLInputElement).value)} />
          </div>
          <div class="er-field">
            <label for={`${id}-d`}>Defender's d4</label>
            <input id={`${id}-d`} class="die-input" type="text" inputMode="numeric" autocomplete="off" value={d4}
              onInput={(e) => setD4((e.target as HTMLInputElement).value)} />
          </div>
        </div>
        <fieldset class="er-fieldset">
          <legend>Wrong guesses</legend>
          <div class="row">
            {Array.from({ length: game.questionsPerRound + 1 }, (_, w) => (
              <button key={w} type="button" class="btn" aria-pressed={wrong === w} onClick={() => setWrong(w)}>
                {w}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset class="er-fieldset">
          <legend>The Attacker's decision</legend>
          <div class="row">
            <button type="button" class="btn" aria-pressed={decision === 'call-out'} onClick={() => setDecision('call-out')}>
              Call Out
            </button>
            <button type="button" class="btn" aria-pressed={decision === 'retreat'} onClick={() => setDecision('retreat')}>
              Retreat
            </button>
          </div>
        </fieldset>
        <button type="submit" class="btn primary">
          Score the round
        </button>
        </fieldset>
        <div aria-live="polite">
          {shown && 'error' in shown && <p class="message error">{shown.error}</p>}
          {shown && 'score' in shown && (
            <div class="stack">
              <p class="er-score">
                Modified score {shown.score.defenderScore}. Attacker +{shown.score.attackerPoints}, Defender +
                {shown.score.defenderPoints}.
              </p>
              <p>{explainScore({ ...shown.score, attackerRoll: shown.attackerRoll, decision: shown.decision })}</p>
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
