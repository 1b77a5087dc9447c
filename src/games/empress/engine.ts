import { fail, ok, type Result } from '~/kit/result';
import { validatePlayers } from '~/kit/players';
import type { Rng } from '~/kit/random';
import { cardById, data, handById, outcomeById, type CardId, type HandId, type Outcome, type OutcomeId } from './data';
import { MAX_SETS, type MatchState, type PlayerIndex } from './state';

export { MAX_SETS, type MatchState, type PlayerIndex };

/**
 * Empress as pure moves over plain state (its saved shape is in state.ts). A play is
 * stored only as its outcome: each of the four outcomes is exactly one pair of cards
 * (the matchup table in data), so the cards, the lead and the citizens left are all
 * derived from the list of outcomes and can never disagree with it.
 */

export interface SetupOptions {
  players: readonly [string, string];
  sets: number;
  /** Coins per point; null, undefined or 0 for no stake. */
  stake?: number | null;
  /** Index of the player who takes the Empress hand first, or 'toss' for the helper's coin (EP-4). */
  firstEmpress: PlayerIndex | 'toss';
}

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const otherHand = (h: HandId): HandId => (h === 'empress' ? 'assassin' : 'empress');

const DRAW = outcomeById('draw');
const FORCED = data.outcomes.find((o) => o.empressHandCard === 'empress' && o.assassinHandCard === 'assassin')!;

/** Starts a match. A coin toss takes the injected Rng, so tests can fix it. */
export function setup(options: SetupOptions, rng?: Rng): Result<MatchState> {
  const names = validatePlayers(options.players, data.players, data.players);
  if (!names.ok) return names;
  const players = names.value as [string, string];
  if (!Number.isInteger(options.sets) || options.sets < 1 || options.sets > MAX_SETS) {
    return fail(`Choose a whole number of sets from 1 to ${MAX_SETS}.`);
  }
  const stake = options.stake ?? null;
  if (stake !== null && (!Number.isFinite(stake) || stake < 0)) {
    return fail('A stake is a number of coins per point, 0 or more (leave it empty to play for points only).');
  }
  let firstEmpress: PlayerIndex;
  if (options.firstEmpress === 'toss') {
    if (!rng) throw new Error('setup needs an Rng for a coin toss');
    firstEmpress = rng.int(0, 1) as PlayerIndex;
  } else {
    firstEmpress = options.firstEmpress;
  }
  return ok({
    players,
    sets: options.sets,
    stake: stake === 0 ? null : stake,
    firstEmpress,
    tossed: options.firstEmpress === 'toss',
    games: [[]],
    pending: null,
  });
}

/**
 * The four matchups (EP-3), whichever order the two cards are given in. Two
 * cards from the same hand can never meet; that is a player's slip, not a bug.
 */
export function resolvePlay(a: CardId, b: CardId): Result<Outcome> {
  const found = data.outcomes.find(
    (o) => (o.empressHandCard === a && o.assassinHandCard === b) || (o.empressHandCard === b && o.assassinHandCard === a),
  );
  if (!found) {
    return fail(`The ${cardById(a).name} and the ${cardById(b).name} can't meet: there is only one of each, in the same hand.`);
  }
  return ok(found);
}

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

/** The outcome of the forced last play, when the position forces it. */
export const forcedOutcome = (state: MatchState): OutcomeId | null => (position(state)?.forced ? FORCED.id : null);

/** Physical-cards mode: the table says what the flipped cards showed. */
export function recordOutcome(state: MatchState, id: OutcomeId): Result<MatchState> {
  const pos = position(state);
  if (!pos) return fail('The match is over: start a new match to play again.');
  // Saved matches and code can hand us any string; only the four matchups of EP-3 exist.
  if (!data.outcomes.some((o) => o.id === id)) {
    return fail(
      `Empress has no outcome called "${String(id)}": a play ends in one of ${data.outcomes.map((o) => `"${o.label}"`).join(', ')}.`,
    );
  }
  if (state.pending !== null) return fail('A card has already been picked in secret for this play; finish that play first.');
  const result = outcomeById(id);
  if (pos.citizensLeft === 0 && (result.empressHandCard === 'citizen' || result.assassinHandCard === 'citizen')) {
    return fail(
      `No Citizens are left after four draws: only the Empress and the Assassin remain, so the last play is "${FORCED.label}".`,
    );
  }
  const games = state.games.map((g) => g.slice());
  games[pos.game]!.push(id);
  const next: MatchState = { ...state, games, pending: null };
  if (id !== DRAW.id && !isOver(next)) games.push([]); // hands swap: the next game starts (EP-4)
  return ok(next);
}

/** Plays one card from each hand and records what they make. */
export function playCards(state: MatchState, cards: { empressHand: CardId; assassinHand: CardId }): Result<MatchState> {
  if (!position(state)) return fail('The match is over: start a new match to play again.');
  for (const [hand, card] of [['empress', cards.empressHand], ['assassin', cards.assassinHand]] as const) {
    const refusal = cardRefusal(state, hand, card);
    if (refusal) return fail(refusal);
  }
  const resolved = resolvePlay(cards.empressHand, cards.assassinHand);
  if (!resolved.ok) return resolved;
  return recordOutcome(state, resolved.value.id);
}

function cardRefusal(state: MatchState, hand: HandId, card: CardId): string | null {
  if (playableCards(state, hand).includes(card)) return null;
  const name = handById(hand).name;
  if (card === 'citizen') return `The ${name} has no Citizens left: all four were played in draws.`;
  return `The ${name} holds no ${cardById(card).name}.`;
}

/**
 * No-cards mode: the lead picks first in secret, then the other hand; the second
 * pick resolves the play. The lead's card waits in `pending` (never on screen).
 */
export function pickCard(state: MatchState, card: CardId): Result<MatchState> {
  const pos = position(state);
  if (!pos) return fail('The match is over: start a new match to play again.');
  const refusal = cardRefusal(state, pos.picking, card);
  if (refusal) return fail(refusal);
  if (state.pending === null) return ok({ ...state, pending: card });
  const resolved = resolvePlay(state.pending, card);
  if (!resolved.ok) return resolved; // cannot happen: the two picks come from different hands
  return recordOutcome({ ...state, pending: null }, resolved.value.id);
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

/**
 * A stake typed by a player: empty means no stake (EP-5 makes it optional); a comma
 * works as the decimal point, since many tables write coins that way.
 */
export function parseStake(text: string): Result<number | null> {
  const t = text.trim().replace(',', '.');
  if (t === '') return ok(null);
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    return fail('Type the stake as coins per point, like 1 or 0.50, or leave it empty to play for points only.');
  }
  const value = Number(t);
  return ok(value === 0 ? null : value);
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

/**
 * What a saved match must make sense of beyond its shape, so the helpers can draw
 * it: its outcomes are exactly what legal plays record, replayed from the start (so
 * draws, swaps, the number of games and the secret pick all agree).
 */
export function matchProblem(state: MatchState): string | null {
  let replay: MatchState = { ...state, games: [[]], pending: null };
  for (const game of state.games) {
    for (const outcome of game) {
      const next = recordOutcome(replay, outcome);
      if (!next.ok) return 'an outcome could not have been played there';
      replay = next.value;
    }
  }
  if (JSON.stringify(replay.games) !== JSON.stringify(state.games)) return 'the games are not what the plays make';
  if (state.pending !== null && !pickCard(replay, state.pending).ok) return 'the secret pick is not a card the lead holds';
  return null;
}
