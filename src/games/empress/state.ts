import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import { cardId, data, handById, outcomeById, outcomeId, type CardId, type HandId, type Outcome, type OutcomeId } from './data';

/**
 * Empress as saved: the shapes (valibot), the sense check `problem`, the Resume lines
 * and the pure reads every screen needs (where the match stands, the score, the cards
 * face up). The moves are in engine.ts, the data in data.ts.
 *
 * A play is stored only as its outcome: each of the four outcomes is exactly one pair of
 * cards (the matchup table in data), so the cards, the lead and the citizens left are all
 * derived from the list of outcomes and can never disagree with it.
 */

export const MAX_SETS = 10;

export const playerIndex = v.picklist([0, 1]);
export type PlayerIndex = v.InferOutput<typeof playerIndex>;

/**
 * What the answering player's view (game.ts `view`) holds in place of the lead's card:
 * a card laid face down. No save holds it (`problem` refuses it) and no move accepts it.
 */
export const FACE_DOWN = 'face-down';

export const matchState = v.object({
  /** The two players' names, in the order they were entered. */
  players: v.strictTuple([text(), text()]),
  /** How many sets the table agreed to play (EP-4). */
  sets: int(1, MAX_SETS),
  /** Coins per point, or null when the table plays for points only (EP-5). */
  stake: v.nullable(v.pipe(v.number(), v.finite(), v.check((coins) => coins > 0, 'A stake is more than 0 coins.'))),
  /** Who holds the Empress hand in the first game; hands swap every game after (EP-4). */
  firstEmpress: playerIndex,
  /** True when the helper's coin toss chose `firstEmpress`, so the page can say so. */
  tossed: v.boolean(),
  /**
   * One list of outcomes per game, oldest first: the finished games, then the game
   * in progress (while the match is not over). Every outcome but a game's last is a draw.
   */
  games: v.array(v.array(outcomeId)),
  /**
   * No-cards mode: the lead's secret card for the play in progress, until the other
   * player answers (in the other player's view: `FACE_DOWN`).
   */
  pending: v.nullable(v.union([cardId, v.literal(FACE_DOWN)])),
});
export type MatchState = v.InferOutput<typeof matchState>;

// How the table plays (the play page's first screen reads it): in mode-store.ts, so that
// screen loads this file's schemas and the game's data only once a match is under way.
export { mode, type Mode } from './mode-store';

/**
 * The lead's card as an earlier version of the helper kept it: in a store of its own
 * (store.ts `pickSpec`), named by the play it was laid for. Read only to carry such a
 * pick into the match (engine.ts `withWaitingPick`).
 */
export const waitingPick = v.nullable(
  v.object({
    /** The play it was laid for (`playKey`): a pick left over from another play is ignored. */
    at: text(),
    card: cardId,
  }),
);
export type WaitingPick = v.InferOutput<typeof waitingPick>;

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const otherHand = (h: HandId): HandId => (h === 'empress' ? 'assassin' : 'empress');

/** Total games in the agreed match. */
export const gamesInMatch = (state: MatchState): number => state.sets * data.gamesPerSet;

const isFinished = (game: readonly OutcomeId[]): boolean => game.length > 0 && game[game.length - 1] !== 'draw';

/** Games that have been decided. */
export const finishedGames = (state: MatchState): number => state.games.filter(isFinished).length;

export const isOver = (state: MatchState): boolean => finishedGames(state) >= gamesInMatch(state);

/** Who holds the Empress hand in a game (0-based index): hands swap every game (EP-4). */
export const empressHolder = (state: MatchState, game: number): PlayerIndex =>
  (game % 2 === 0 ? state.firstEmpress : other(state.firstEmpress));

export const holderOf = (state: MatchState, game: number, hand: HandId): PlayerIndex =>
  hand === 'empress' ? empressHolder(state, game) : other(empressHolder(state, game));

/** Everything a player needs to know about the play about to be made. */
export interface Position {
  /** 0-based game index in the match. */
  game: number;
  /** 1-based set number, and 1-based game within that set. */
  set: number;
  gameInSet: number;
  /** 1-based number of the next play in this game (at most 5, EP-2). */
  play: number;
  empressHolder: PlayerIndex;
  assassinHolder: PlayerIndex;
  /** The hand that lays its card first: the Empress hand, then alternating after each draw (EP-2). */
  lead: HandId;
  leadPlayer: PlayerIndex;
  /** Citizens still in each hand; both hands always have the same number. */
  citizensLeft: number;
  /** After four draws only the two royals remain, so the last play is forced (EP-2). */
  forced: boolean;
  /** In no-cards mode: the hand whose player picks next. */
  picking: HandId;
}

/** Where the match stands, or null when it is over. */
export function position(state: MatchState): Position | null {
  if (isOver(state)) return null;
  const game = state.games.length - 1;
  const draws = state.games[game]!.length;
  const citizensLeft = handById('empress').citizens - draws;
  const lead: HandId = draws % 2 === 0 ? 'empress' : 'assassin';
  const holder = empressHolder(state, game);
  return {
    game,
    set: Math.floor(game / data.gamesPerSet) + 1,
    gameInSet: (game % data.gamesPerSet) + 1,
    play: draws + 1,
    empressHolder: holder,
    assassinHolder: other(holder),
    lead,
    leadPlayer: lead === 'empress' ? holder : other(holder),
    citizensLeft,
    forced: citizensLeft === 0,
    picking: state.pending === null ? lead : otherHand(lead),
  };
}

/** The cards a hand can still play: its royal always (a game ends when a royal is played), Citizens while any remain. */
export function playableCards(state: MatchState, hand: HandId): CardId[] {
  const pos = position(state);
  if (!pos) return [];
  const royal = handById(hand).royal;
  return pos.citizensLeft > 0 ? [royal, 'citizen'] : [royal];
}

/** Outcomes that can still happen at this play (only the forced one after four draws). */
export function legalOutcomes(state: MatchState): OutcomeId[] {
  const pos = position(state);
  if (!pos) return [];
  return data.outcomes
    .filter((o) => pos.citizensLeft > 0 || (o.empressHandCard !== 'citizen' && o.assassinHandCard !== 'citizen'))
    .map((o) => o.id);
}

/** The last play after four draws, Empress against Assassin (EP-2). */
export const FORCED: Outcome = data.outcomes.find((o) => o.empressHandCard === 'empress' && o.assassinHandCard === 'assassin')!;

/** The outcome of the forced last play, when the position forces it. */
export const forcedOutcome = (state: MatchState): OutcomeId | null => (position(state)?.forced ? FORCED.id : null);

/** Names the play in progress ("g2:p3"); null when no pick is asked for (the match is over, or the play is forced). */
export function playKey(state: MatchState): string | null {
  const pos = position(state);
  return pos && !pos.forced ? `g${pos.game + 1}:p${pos.play}` : null;
}

/** The player (index) who picks next, in no-cards mode. */
export const pickerOf = (pos: Position): PlayerIndex => (pos.picking === 'empress' ? pos.empressHolder : pos.assassinHolder);

/** What the picker sees once the phone is theirs: their own hand, never the other pick. */
export interface PickView {
  picker: PlayerIndex;
  /** The cards they may lay. */
  cards: CardId[];
  /** True when the other player has laid a card face down (which card is not said). */
  answering: boolean;
}

export function pickView(state: MatchState): PickView | null {
  const pos = position(state);
  if (!pos || pos.forced) return null;
  return { picker: pickerOf(pos), cards: playableCards(state, pos.picking), answering: state.pending !== null };
}

/** One game's line on the score sheet. */
export interface GameSummary {
  game: number;
  set: number;
  gameInSet: number;
  empressHolder: PlayerIndex;
  /** Plays made so far (draws plus the deciding play). */
  plays: number;
  /** The deciding outcome, or null while the game is in progress. */
  outcome: OutcomeId | null;
  winner: PlayerIndex | null;
  points: number;
}

export function gameSummaries(state: MatchState): GameSummary[] {
  return state.games.map((plays, game) => {
    const last = plays[plays.length - 1];
    const decided = last !== undefined && last !== 'draw' ? outcomeById(last) : null;
    return {
      game,
      set: Math.floor(game / data.gamesPerSet) + 1,
      gameInSet: (game % data.gamesPerSet) + 1,
      empressHolder: empressHolder(state, game),
      plays: plays.length,
      outcome: decided?.id ?? null,
      winner: decided?.winner ? holderOf(state, game, decided.winner) : null,
      points: decided?.points ?? 0,
    };
  });
}

/** Points per player in each set (sets not yet reached are left out). */
export function setScores(state: MatchState): [number, number][] {
  const sets: [number, number][] = [];
  for (const g of gameSummaries(state)) {
    const score = (sets[g.set - 1] ??= [0, 0]);
    if (g.winner !== null) score[g.winner] += g.points;
  }
  return sets;
}

/** Running points per player (EP-3). */
export function totals(state: MatchState): [number, number] {
  return setScores(state).reduce<[number, number]>((t, s) => [t[0] + s[0], t[1] + s[1]], [0, 0]);
}

/** The match winner once it is over: a player, 'tie' on equal points, or null while play goes on. */
export function winner(state: MatchState): PlayerIndex | 'tie' | null {
  if (!isOver(state)) return null;
  const [a, b] = totals(state);
  return a === b ? 'tie' : a > b ? 0 : 1;
}

export type Settlement =
  | { even: true }
  | { even: false; debtor: PlayerIndex; creditor: PlayerIndex; points: number; coins: number | null };

/** EP-5: the point difference times the stake is owed to the leader; equal points owe nothing. */
export function settlement(state: MatchState): Settlement {
  const [a, b] = totals(state);
  if (a === b) return { even: true };
  const creditor: PlayerIndex = a > b ? 0 : 1;
  const points = Math.abs(a - b);
  // Rounded to hundredths so a stake like 0.1 does not print as 0.30000000000000004.
  const coins = state.stake === null ? null : Math.round(points * state.stake * 100) / 100;
  return { even: false, debtor: other(creditor), creditor, points, coins };
}

/** The most recent play, for telling the table what just happened. */
export interface LastPlay {
  game: number;
  /** 1-based play within its game. */
  play: number;
  outcome: Outcome;
  empressHolder: PlayerIndex;
  /** The player who scored, or null after a draw. */
  scorer: PlayerIndex | null;
}

export function lastPlay(state: MatchState): LastPlay | null {
  for (let game = state.games.length - 1; game >= 0; game--) {
    const plays = state.games[game]!;
    if (plays.length === 0) continue;
    const outcome = outcomeById(plays[plays.length - 1]!);
    return {
      game,
      play: plays.length,
      outcome,
      empressHolder: empressHolder(state, game),
      scorer: outcome.winner ? holderOf(state, game, outcome.winner) : null,
    };
  }
  return null;
}

/** Cards face up on the table: only the plays already resolved, the latest one. */
export interface FaceUp {
  /** 0-based game and 1-based play the cards belong to. */
  game: number;
  play: number;
  cards: { player: PlayerIndex; card: CardId }[];
}

export function faceUp(state: MatchState): FaceUp | null {
  const last = lastPlay(state);
  if (!last) return null;
  const e = last.empressHolder;
  return {
    game: last.game,
    play: last.play,
    cards: [
      { player: e, card: last.outcome.empressHandCard },
      { player: other(e), card: last.outcome.assassinHandCard },
    ],
  };
}

/**
 * What a saved match must make sense of beyond its shape, so the helpers can draw it:
 * its outcomes are exactly what legal plays record (every game but the last decided, at
 * most four draws a game and then only the forced play, EP-2; a new game after each
 * decided one until the match is over, EP-4), and a waiting pick is a card the lead holds.
 */
export function problem(state: MatchState): string | null {
  const { games } = state;
  if (games.length === 0 || games.length > gamesInMatch(state)) return 'the games are not what the plays make';
  const citizens = handById('empress').citizens;
  for (const [i, game] of games.entries()) {
    const draws = game.filter((o) => o === 'draw').length;
    const decided = isFinished(game);
    if (draws !== game.length - (decided ? 1 : 0) || draws > citizens) return 'an outcome could not have been played there';
    if (draws === citizens && decided && game[game.length - 1] !== FORCED.id) return 'an outcome could not have been played there';
    // A new game follows each decided one, until the last game of the match.
    if (i < games.length - 1 ? !decided : decided && games.length < gamesInMatch(state)) {
      return 'the games are not what the plays make';
    }
  }
  if (state.pending === FACE_DOWN) return "the lead's card is face down: a player's view, not a save";
  if (state.pending !== null) {
    const open: MatchState = { ...state, pending: null };
    const pos = position(open);
    if (!pos || !playableCards(open, pos.lead).includes(state.pending)) return 'the secret pick is not a card the lead holds';
  }
  return null;
}

const score = (state: MatchState): string => {
  const [a, b] = totals(state);
  return `${state.players[0]} ${a}, ${state.players[1]} ${b}`;
};

/** The home page's Resume line for the real-cards tracker. */
export function trackerSummary(state: MatchState | null): string | null {
  if (state === null || isOver(state)) return null;
  const pos = position(state)!;
  return `Game ${pos.game + 1}, play ${pos.play}: ${state.players[pos.leadPlayer]} leads · ${score(state)}`;
}

/** The Resume line without cards: who leads the play in progress (nothing about the picks). */
export function phoneSummary(state: MatchState | null): string | null {
  if (state === null || isOver(state)) return null;
  const pos = position(state)!;
  const who = pos.forced ? 'the forced last play' : `${state.players[pos.leadPlayer]} leads`;
  return `Game ${pos.game + 1}, play ${pos.play}: ${who} · ${score(state)}`;
}
