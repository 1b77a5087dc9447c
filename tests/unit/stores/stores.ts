/**
 * Every saved store of every helper, with a seeded random player for it: the
 * fixture recorder, the fixture test (load today's saves, play one move) and the
 * property test (mutated saves never crash load + first render) all read this list.
 */
import type { ComponentType } from 'preact';
export { MemoryStorage } from '../memory-storage';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { pick, shuffle, type Rng } from '~/kit/random';

import * as emperor from '~/games/emperor/engine';
import * as empress from '~/games/empress/engine';
import { matchSpec } from '~/games/empress/islands/store';
import * as er from '~/games/empty-rivalry/engine';
import * as sr from '~/games/sibling-rivalry/engine';
import * as st from '~/games/subtweet/engine';

export interface StoreCase<T> {
  /** A name for test titles and fixture files. */
  name: string;
  spec: StoreSpec<T>;
  /** The island(s) that load this store. */
  islands: () => Promise<ComponentType<object>[]>;
  /** One random legal move from `state`, or null when the game has none left. */
  step: (state: T, rng: Rng) => T | null;
}

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const names = (rng: Rng, min: number, max: number) => NAMES.slice(0, rng.int(min, max));

/** The first of the candidate moves (in random order) that the engine accepts. */
function firstOk<T>(rng: Rng, moves: (() => Result<T>)[]): T | null {
  for (const move of shuffle(rng, moves)) {
    const result = move();
    if (result.ok) return result.value;
  }
  return null;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const emperorTable: StoreCase<emperor.TableState | null> = {
  name: 'emperor-table',
  spec: undefined as never, // filled in below from the island module (the spec lives there)
  islands: async () => [(await import('~/games/emperor/islands/EmperorTable')).default],
  step: (s, rng) => {
    if (s === null) {
      const n = names(rng, 5, 7);
      const r = emperor.setup({ names: n, emperor: rng.int(0, n.length - 1), emperorWinsAfterRounds: pick(rng, [null, 3]) });
      return r.ok ? r.value : null;
    }
    if (s.winner) return null;
    const seats = range(s.players.length);
    const moves: (() => Result<emperor.TableState>)[] = [
      () => emperor.chooseDirection(s, { direction: pick(rng, ['clockwise', 'counterclockwise'] as const) }),
      () => emperor.endTurn(s),
      () => emperor.endTurn(s),
      () => emperor.transpose(s, { partner: pick(rng, seats) }),
      () => emperor.condemn(s, { target: pick(rng, seats) }),
      ...s.condemns.map((c) => () => emperor.block(s, { condemn: c.id, card: pick(rng, ['self-clearance', 'clearance', 'counter-condemn'] as const), by: pick(rng, seats) })),
      () => emperor.guard(s, { caster: pick(rng, seats), mover: pick(rng, seats), neighbour: pick(rng, seats) }),
      () => emperor.accuse(s, { caster: pick(rng, seats), target: pick(rng, seats) }),
      () => emperor.reverse(s, { caster: pick(rng, seats) }),
    ];
    return firstOk(rng, moves);
  },
};

function empressCase(key: 'tracker' | 'phone', island: () => Promise<ComponentType<object>>): StoreCase<empress.MatchState | null> {
  return {
    name: `empress-${key}`,
    spec: matchSpec(key),
    islands: async () => [await island()],
    step: (s, rng) => {
      if (s === null) {
        const r = empress.setup({ players: ['Ann', 'Ben'], sets: rng.int(1, 3), stake: pick(rng, [null, 0.5, 2]), firstEmpress: pick(rng, [0, 1, 'toss'] as const) }, rng);
        return r.ok ? r.value : null;
      }
      if (empress.isOver(s)) return null;
      const cards = ['empress', 'assassin', 'citizen'] as const;
      const moves: (() => Result<empress.MatchState>)[] =
        key === 'tracker'
          ? empress.legalOutcomes(s).map((id) => () => empress.recordOutcome(s, id))
          : cards.map((c) => () => empress.pickCard(s, c));
      return firstOk(rng, moves);
    },
  };
}

const emptyRivalry: StoreCase<er.MatchState | null> = {
  name: 'empty-rivalry-match',
  spec: undefined as never,
  // The page's island (its first render waits for storage) and the helper with its save, on demand.
  islands: async () => [(await import('~/games/empty-rivalry/islands/RoundHelper')).default, (await import('~/games/empty-rivalry/islands/Table')).Table as ComponentType<object>],
  step: (s, rng) => {
    if (s === null) {
      const r = er.setup({ players: ['Ann', 'Ben'], rounds: pick(rng, [2, 4]), firstAttacker: pick(rng, [0, 1] as const), dice: pick(rng, ['phone', 'table'] as const) });
      return r.ok ? r.value : null;
    }
    const bool = () => rng.int(0, 1) === 1;
    let r: Result<er.MatchState>;
    switch (er.phaseOf(s)) {
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

type SrSaved = { layout: sr.State['layout']; game: sr.State | null };
const siblingRivalry: StoreCase<SrSaved> = {
  name: 'sibling-rivalry-game',
  spec: undefined as never,
  islands: async () => [(await import('~/games/sibling-rivalry/islands/Scoreboard')).default],
  step: (s, rng) => {
    if (s.game === null) {
      const r = sr.setup({ players: names(rng, 2, 5), layout: s.layout });
      return r.ok ? { ...s, game: r.value } : null;
    }
    const g = s.game;
    if (g.winner !== null) return null;
    let r: Result<sr.State>;
    if (g.turn.awaitingTrack) r = sr.advance(g, { track: pick(rng, sr.legalTracks(g)) });
    else if (g.turn.rolls > 0 && rng.int(0, 2) === 0) r = sr.stop(g);
    else r = sr.rollWith(g, rng);
    return r.ok ? { ...s, game: r.value } : null;
  },
};

const subtweet: StoreCase<st.SubtweetState | null> = {
  name: 'subtweet-table',
  spec: undefined as never,
  islands: async () => [(await import('~/games/subtweet/islands/TableTracker')).default],
  step: (s, rng) => {
    if (s === null) {
      const r = st.setup({
        handles: ['@al', '@bea', '@cyd', '@dora'].slice(0, rng.int(3, 4)),
        rpsWinner: null,
        variations: { everyoneFavs: rng.int(0, 1) === 1, faceValue: rng.int(0, 1) === 1, failWhale: rng.int(0, 1) === 1 },
      });
      return r.ok ? r.value : null;
    }
    if (s.winner !== null) return null;
    const seats = range(s.players.length);
    const moves: (() => Result<st.SubtweetState>)[] = [
      () => st.playCard(s, { author: st.currentPlayer(s) ?? 0 }),
      () => st.playCard(s, { author: st.currentPlayer(s) ?? 0 }),
      () => st.recordFavourites(s, { favourites: seats.filter((i) => i !== s.pending?.author && rng.int(0, 2) === 0) }),
      () => st.revealRecipient(s, { recipient: pick(rng, [...seats.filter((i) => i !== s.pending?.author), null]) }),
      () => st.writeTweets(s, { player: pick(rng, seats), count: 1 }),
      () => st.callFailWhale(s, { player: pick(rng, seats) }),
      () => st.resumePlay(s),
      () => st.passTurn(s),
    ];
    return firstOk(rng, moves);
  },
};

const subtweetBestCard: StoreCase<string> = {
  name: 'subtweet-best-card',
  spec: undefined as never,
  islands: async () => [(await import('~/games/subtweet/islands/BestCard')).BestCard as ComponentType<object>],
  step: (s, rng) => (s.length > 60 ? null : `${s}${pick(rng, ['I ', 'love ', 'when ', '#subtweet ', '🐳 ', 'you '])}`),
};


// The six stores that had no fixture (issue 23): a seeded player for each, so fixtures and
// the property test cover them too.
const emperorLooks: StoreCase<{ deal: string; done: string[]; trace: string[] }> = {
  name: 'emperor-looks',
  spec: undefined as never,
  islands: async () => [(await import('~/games/emperor/islands/EmperorTable')).default],
  step: (s, rng) => {
    if (s.done.length > 12) return null;
    const deal = s.deal || `d${rng.int(1000, 9999)}`;
    const id = pick(rng, ['deal:0', 'deal:1', 'deal:2', 'investigate:3', 'swap:4']) + `:${s.done.length}`;
    const trace = rng.int(0, 1) === 1 ? [...s.trace, `Ben looked at their identity cards again (round ${rng.int(1, 4)}).`] : s.trace;
    return { deal, done: [...s.done, id], trace };
  },
};

const empressMode: StoreCase<'cards' | 'phone' | null> = {
  name: 'empress-mode',
  spec: undefined as never,
  islands: async () => [(await import('~/games/empress/islands/Play')).default],
  step: (s, rng) => (s === null ? pick(rng, ['cards', 'phone'] as const) : s === 'cards' ? 'phone' : null),
};

const empressPick: StoreCase<{ at: string; card: 'empress' | 'assassin' | 'citizen' } | null> = {
  name: 'empress-phone-pick',
  spec: undefined as never,
  islands: async () => [(await import('~/games/empress/islands/PassThePhone')).default],
  step: (s, rng) => {
    if (s !== null && s.at === 'g4:p5') return null;
    const game = rng.int(1, 4);
    return { at: `g${game}:p${rng.int(1, 5)}`, card: pick(rng, ['empress', 'assassin', 'citizen'] as const) };
  },
};

const emptyRivalryBlind: StoreCase<{ round: number; revealed: { attackerRoll: number; defenderRoll: number } | null }> = {
  name: 'empty-rivalry-blind',
  spec: undefined as never,
  islands: async () => [(await import('~/games/empty-rivalry/islands/BlindRolls')).BlindRolls as ComponentType<object>],
  step: (s, rng) => {
    if (s.round >= 8 && s.revealed !== null) return null;
    if (s.round === 0 || s.revealed !== null) return { round: s.round + 1, revealed: null };
    return { ...s, revealed: { attackerRoll: rng.int(1, 12), defenderRoll: rng.int(1, 4) } };
  },
};

type SrLog = { entries: unknown[] };
const siblingRivalryLog: StoreCase<SrLog> = {
  name: 'sibling-rivalry-log',
  spec: undefined as never,
  islands: async () => [(await import('~/games/sibling-rivalry/islands/Scoreboard')).default],
  step: (s, rng) => {
    if (s.entries.length >= 30) return null;
    const who = pick(rng, ['Ann', 'Ben', 'Cat']);
    const dice = Array.from({ length: 5 }, () => rng.int(1, 6));
    const kind = pick(rng, ['roll', 'choice', 'stop', 'undo'] as const);
    const entry =
      kind === 'undo'
        ? { kind: 'undo', lines: [`${who} took back a roll of ${dice.join(' ')} (typed in).`], move: null, player: null, roll: null, after: null, takenBack: false }
        : {
            kind: 'move',
            lines: [kind === 'roll' ? `${who} rolled ${dice.join(' ')}.` : kind === 'choice' ? `${who} moved up Faces to square 2.` : `${who} stopped.`],
            move: kind,
            player: who,
            roll: kind === 'roll' ? { dice, source: pick(rng, ['phone', 'typed'] as const) } : null,
            after: `turn-${s.entries.length}-p0-r1-o0-roll`,
            takenBack: false,
          };
    return { entries: [...s.entries, entry] };
  },
};

const printerFit: StoreCase<{ ruler: number; backX: number; backY: number } | null> = {
  name: 'print-printer',
  spec: undefined as never,
  islands: async () => [(await import('~/print-studio/PrinterFit')).default as ComponentType<object>],
  step: (s, rng) => {
    if (s !== null && s.ruler < 98.6) return null;
    return { ruler: (s?.ruler ?? 100.4) - rng.int(1, 4) / 10, backX: rng.int(-30, 30) / 10, backY: rng.int(-30, 30) / 10 };
  },
};

/** Fills in the specs that live in island modules (loaded lazily: they pull in Preact). */
export async function storeCases(): Promise<StoreCase<unknown>[]> {
  emperorTable.spec = (await import('~/games/emperor/store')).tableSpec;
  subtweet.spec = (await import('~/games/subtweet/islands/TableTracker')).tableSpec;
  subtweetBestCard.spec = (await import('~/games/subtweet/islands/BestCard')).bestCardSpec;
  emptyRivalry.spec = (await import('~/games/empty-rivalry/store')).spec;
  siblingRivalry.spec = (await import('~/games/sibling-rivalry/islands/Scoreboard')).spec;
  emperorLooks.spec = (await import('~/games/emperor/store')).looksSpec;
  empressMode.spec = (await import('~/games/empress/mode')).modeSpec as never;
  empressPick.spec = (await import('~/games/empress/islands/store')).pickSpec as never;
  emptyRivalryBlind.spec = (await import('~/games/empty-rivalry/islands/BlindStore')).blindSpec;
  siblingRivalryLog.spec = (await import('~/games/sibling-rivalry/islands/Scoreboard')).logSpec as never;
  printerFit.spec = (await import('~/print-studio/fit-store')).fitSpec;
  return [
    emperorTable,
    empressCase('tracker', async () => (await import('~/games/empress/islands/MatchTracker')).default),
    empressCase('phone', async () => (await import('~/games/empress/islands/PassThePhone')).default),
    emptyRivalry,
    siblingRivalry,
    subtweet,
    subtweetBestCard,
    emperorLooks,
    empressMode,
    empressPick,
    emptyRivalryBlind,
    siblingRivalryLog,
    printerFit,
  ] as StoreCase<unknown>[];
}

