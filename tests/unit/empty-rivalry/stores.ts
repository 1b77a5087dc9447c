import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import type { StorePlayer } from '../stores/stores';
import * as er from '~/games/empty-rivalry/engine';
import { phaseOf, type MatchState } from '~/games/empty-rivalry/state';

const emptyRivalry: StorePlayer<MatchState | null> = {
  // The page's island (its first render waits for storage) and the match with its save.
  islands: async () => [(await import('~/games/empty-rivalry/islands/Helper')).default, (await import('~/games/empty-rivalry/islands/SavedMatch')).SavedMatch as ComponentType<object>],
  step: (s, rng) => {
    if (s === null) {
      const r = er.setup({ players: ['Ann', 'Ben'], rounds: pick(rng, [2, 4]), firstAttacker: pick(rng, [0, 1] as const), dice: pick(rng, ['phone', 'table'] as const) });
      return r.ok ? r.value : null;
    }
    const bool = () => rng.int(0, 1) === 1;
    let r: Result<MatchState>;
    switch (phaseOf(s)) {
      case 'safety':
      case 'between':
        r = rng.int(0, 5) === 0 ? er.addQuestion(s, { text: `Our question ${s.questions.length + 1}?` }) : er.startRound(s);
        break;
      case 'cups':
        r = er.coverDice(s);
        break;
      case 'choose': {
        const drawn = er.drawQuestions(s, rng);
        if (!drawn.ok) return null;
        // Half the rounds go one question at a time (each picked after the last answer).
        const oneAtATime = s.current!.truths.length > 0 || bool();
        const next = er.choosableQuestions(s)[0];
        r = oneAtATime && next ? er.chooseQuestion(s, { id: next.id }) : er.chooseQuestions(s, { ids: drawn.value });
        break;
      }
      case 'truth':
        r = er.recordTruth(s, { truth: bool() });
        break;
      case 'guess':
        r = er.recordGuess(s, { guess: bool() });
        break;
      case 'decide':
        r = er.decide(s, { decision: pick(rng, ['call-out', 'retreat'] as const) });
        break;
      case 'reveal':
        r = er.revealRound(s, er.blindRolls(rng));
        break;
      case 'over':
        return null;
    }
    return r.ok ? r.value : null;
  },
};

const emptyRivalryBlind: StorePlayer<{ round: number; revealed: { attackerRoll: number; defenderRoll: number } | null }> = {
  // The rules page's island (its first render waits for storage) and the dice with their save.
  islands: async () => [
    (await import('~/games/empty-rivalry/islands/BlindRolls')).BlindRolls as ComponentType<object>,
    (await import('~/games/empty-rivalry/islands/BlindStore')).BlindStore as ComponentType<object>,
  ],
  step: (s, rng) => {
    if (s.round >= 8 && s.revealed !== null) return null;
    if (s.round === 0 || s.revealed !== null) return { round: s.round + 1, revealed: null };
    return { ...s, revealed: { attackerRoll: rng.int(1, 12), defenderRoll: rng.int(1, 4) } };
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'empty-rivalry/match': emptyRivalry,
  'empty-rivalry/blind': emptyRivalryBlind,
};
