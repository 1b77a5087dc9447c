import { validatePlayers } from '~/kit/players';
import { fail, ok, type Result } from '~/kit/result';
import { data } from './data';
import { nameOf } from './seats';
import type { TableState } from './state';

/*
 * The table's start and what every move shares (engine.ts has the moves of rounds and
 * turns, cards.ts the identity cards'): a deal and its first looks need only this, so the
 * play page loads the turns' moves when the turns are near.
 */

export const LOG_LIMIT = 40;

export interface TableOptions {
  /** Player names in clockwise seating order. */
  names: string[];
  /** Index (into names) of the player who revealed the Emperor card. */
  emperor: number;
  /** EW-5: rounds the Emperor must survive for the Emperor's side to win; omit or null for off. */
  emperorWinsAfterRounds?: number | null;
}

/** The table with printed identity cards: the players, clockwise, and who turned up the Emperor card. */
export function setup(options: TableOptions): Result<TableState> {
  const checked = validatePlayers(options.names, data.players.min, data.players.max); // EW-1
  if (!checked.ok) return checked;
  const names = checked.value;
  if (!Number.isInteger(options.emperor) || options.emperor < 0 || options.emperor >= names.length) {
    return fail('Choose who revealed the Emperor card.');
  }
  const rounds = options.emperorWinsAfterRounds ?? null;
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 99)) {
    return fail('The house rule needs a number of rounds from 1 to 99.');
  }
  const start = `Round 1: ${names[options.emperor]} (the Emperor) chooses the direction of play.`;
  return ok({
    players: names.map((name) => ({ name, alive: true, turnsPlayed: 0, skips: 0 })),
    seats: names.map((_, i) => i),
    emperor: options.emperor,
    round: 1,
    direction: null,
    current: null,
    actionTaken: false,
    condemns: [],
    nextCondemnId: 1,
    blockedOnEmperor: null,
    emperorWinsAfterRounds: rounds,
    winner: null,
    lastMove: [{ text: start }],
    log: [start],
    identity: null,
  });
}

/** Every move starts from a copy, so the state passed in is never touched; a move owes no look until it says so. */
export function begin(s: TableState): TableState {
  const next = { ...structuredClone(s), lastMove: [] };
  if (next.identity) next.identity.looks = [];
  return next;
}

/**
 * News for the table (and the log); `urgent` for news the table must act on or mourn at
 * once; `shown` for news that tells the table a player's side (state.ts `NewsItem`).
 */
export function say(s: TableState, line: string, urgent = false, shown = false): void {
  s.lastMove.push({ text: line, ...(urgent && { urgent }), ...(shown && { shown }) });
  s.log.push(line);
  if (s.log.length > LOG_LIMIT) s.log.splice(0, s.log.length - LOG_LIMIT);
}

/** Every move is refused once the game is over, and while the table owes an answer about identity cards (EW-7). */
export function refuseIfOver(s: TableState): string | null {
  if (s.winner) return 'The game is over. Start a new table to play again.';
  if (s.rebelCheck) return `First answer the question about ${nameOf(s, s.rebelCheck.casters[s.rebelCheck.answered]!)}'s identity cards.`;
  return null;
}

export function checkPlayer(s: TableState, id: number, role: string): string | null {
  if (!Number.isInteger(id) || id < 0 || id >= s.players.length) return `Choose ${role}.`;
  if (!s.players[id]!.alive) return `${nameOf(s, id)} is dead and cannot be chosen.`;
  return null;
}

/** Turn-only cards (EW-3): only the current player, once per turn. */
export function refuseTurnCard(s: TableState, card: string): string | null {
  if (s.current === null) return `${card} can only be played on your own turn, and no turn is in progress.`;
  if (s.actionTaken) return `${nameOf(s, s.current)} has already used this turn's action; only one action per turn.`;
  return null;
}

/** Shuffle: the ability cards kept afterwards (the seed: "until you only have one card in your hand"). */
export const SHUFFLE_KEEPS = 1;
