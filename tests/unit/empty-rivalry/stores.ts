import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import type { StorePlayer } from '../stores/stores';
import * as er from '~/games/empty-rivalry/engine';
import { phaseOf, roles, type MatchState } from '~/games/empty-rivalry/state';
import * as own from '~/games/empty-rivalry/own';
import type { OwnState } from '~/games/empty-rivalry/own-state';
import { seatMessage } from '~/kit/link/messages';
import { declared } from '~/kit/link/table/declared';
import { startCode } from '~/kit/link/table/start';
import { moves as rivalryMoves } from '~/games/empty-rivalry/game';

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

const unwrapped = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const hex = (rng: { int: (a: number, b: number) => number }, n: number) => Array.from({ length: n }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');

/**
 * A phone at an own-phone table (own.ts), both seats: the same moves as the islands make,
 * with seals and scans stood in by random bytes (the crypto is tested in kit/link.test.ts
 * and own-phones.test.ts; a save holds only their hex).
 */
const emptyRivalryOwn: StorePlayer<OwnState | null> = {
  islands: async () => [
    (await import('~/games/empty-rivalry/islands/Helper')).default,
    (await import('~/games/empty-rivalry/islands/OwnPhones')).default as ComponentType<object>,
  ],
  step: (s, rng) => {
    const bool = () => rng.int(0, 1) === 1;
    const okOr = (r: Result<OwnState>) => (r.ok ? r.value : null);
    if (s === null) return okOr(bool() ? own.openTable(rng.int(0, 2 ** 30 - 1), 'Ann') : own.joinTable(rng.int(0, 2 ** 30 - 1), 'Ben'));
    if (s.match === null) {
      const key = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : rng.int(0, 255)));
      if (s.seat === 0) return okOr(own.seatScanned(s, seatMessage(s.table, { name: 'Ben', key })));
      const seats = [{ name: 'Ann', key }, { name: s.names[0]!, key }];
      const code = startCode(declared(rivalryMoves), { code: s.table, seats: 2 }, seats, own.START, own.setupOf(unwrapped(er.setup({ players: ['Ann', s.names[0]!], dice: 'phone' }))), false, 'too big');
      if (!code.ok) return null;
      const start = { kind: 2, table: s.table, round: 0, payload: code.value.slice(7, -4) };
      return okOr(own.startScanned(s, start));
    }
    if (s.show?.what === 'start') return { ...s, show: null };
    const m = s.match;
    const { attacker } = roles(m);
    const r = own.roundOf(m);
    switch (phaseOf(m)) {
      case 'safety':
        return okOr(own.startMatch(s));
      case 'choose': {
        const drawn = er.drawQuestions(m, rng);
        const next = drawn.ok ? er.chooseQuestions(m, { ids: drawn.value }) : drawn;
        return next.ok ? { ...s, match: next.value } : null;
      }
      case 'truth':
      case 'guess':
        return okOr(own.note(s, bool()));
      case 'decide': {
        const sealed = { round: r, digest: hex(rng, 16), kept: hex(rng, 110) };
        if (s.seat !== attacker && s.mine === null) return { ...s, mine: sealed };
        const decided = er.decide(m, { decision: pick(rng, ['call-out', 'retreat'] as const) });
        if (!decided.ok) return null;
        return s.seat === attacker
          ? { ...s, match: decided.value, mine: sealed, show: { what: 'seal', round: r, code: hex(rng, 30) } }
          : { ...s, match: decided.value, theirs: { round: r, digest: hex(rng, 16), kept: '' }, show: { what: 'reveal', round: r } };
      }
      case 'reveal': {
        const scored = er.revealRound(m, er.blindRolls(rng));
        return scored.ok ? { ...s, match: scored.value, mine: null, theirs: null, show: s.seat === attacker ? { what: 'reveal', round: r, code: hex(rng, 32) } : null } : null;
      }
      case 'between':
        return okOr(own.nextRound(s));
      default:
        return null;
    }
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'empty-rivalry/match': emptyRivalry,
  'empty-rivalry/blind': emptyRivalryBlind,
  'empty-rivalry/own-phone': emptyRivalryOwn,
};
