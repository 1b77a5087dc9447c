import { fail, ok, type Result } from '~/kit/result';
import { begin, checkPlayer, refuseIfOver, refuseTurnCard, say, SHUFFLE_KEEPS } from './start';
import { besideEmperor, deadline, nameOf, neighboursOf, playGoesOn, stepFrom, turnsToCome } from './seats';
import { identityNow, type Direction, type RebelCheck, type TableState } from './state';
import { rebelQuestion } from './words';

export type { CardRef, Direction, HeldCard, IdentityCards, PendingCondemn, PrivateLook, TablePlayer, TableState } from './state';
export { begin, checkPlayer, LOG_LIMIT, refuseIfOver, refuseTurnCard, say, setup, SHUFFLE_KEEPS, type TableOptions } from './start';

/*
 * The table's moves: rounds and turns, the seat and Condemn cards, the instinct cards.
 * State in, state out, never touched in place; a refusal in words a player understands
 * (kit Result). The setup and what every move shares are in start.ts (a deal and its
 * looks load them without this file); the identity cards' moves (the deal on the phone,
 * Investigate, Swap, the looks …) are in cards.ts; the state's shape and its readings in
 * state.ts, the circle's in seats.ts.
 */

// ---------------------------------------------------------------- internals

function swapSeats(s: TableState, a: number, b: number): void {
  const i = s.seats.indexOf(a);
  const j = s.seats.indexOf(b);
  s.seats[i] = b;
  s.seats[j] = a;
}

function kill(s: TableState, id: number, why: string): void {
  s.players[id]!.alive = false;
  say(s, `${nameOf(s, id)} dies (${why}).`, true);
  if (id === s.emperor) {
    s.winner = { side: 'rebels', reason: `The Emperor, ${nameOf(s, id)}, is dead: the Rebels win.` };
    say(s, s.winner.reason);
    s.current = null;
  }
  // A Condemn on a dead player is moot; one waiting for a dead player's turn never comes due.
  s.condemns = s.condemns.filter((c) => s.players[c.target]!.alive && s.players[c.waitsFor]!.alive);
}

function endRound(s: TableState): void {
  // EW-5 (house rule, off by default): the Emperor's side wins by surviving N rounds.
  if (s.emperorWinsAfterRounds !== null && s.round >= s.emperorWinsAfterRounds) {
    s.winner = {
      side: 'emperor',
      reason: `House rule: the Emperor survived ${s.round} full round${s.round === 1 ? '' : 's'}, so the Emperor's side wins.`,
    };
    say(s, s.winner.reason);
    s.current = null;
    return;
  }
  s.round += 1;
  s.direction = null;
  s.current = null;
  s.actionTaken = false;
  say(s, `Round ${s.round}: ${nameOf(s, s.emperor)} (the Emperor) chooses the direction of play.`);
}

/**
 * Hands the turn to the next living player after `from`. Accused players lose
 * that turn (their Condemns wait on, since a skipped turn is not played). The
 * round ends with the Emperor's turn, so a skipped Emperor also ends it.
 */
function passTurn(s: TableState, from: number): void {
  let at = from;
  for (;;) {
    const next = stepFrom(s, at, s.direction!);
    const player = s.players[next]!;
    if (player.skips > 0) {
      player.skips -= 1;
      say(s, `${player.name}'s turn is skipped (Accuse).`);
      if (next === s.emperor) return endRound(s);
      at = next;
      continue;
    }
    s.current = next;
    s.actionTaken = false;
    say(s, `${player.name}'s turn${next === s.emperor ? ' (the Emperor: last turn of the round)' : ''}.`);
    return;
  }
}

// ---------------------------------------------------------------- moves

/** The Emperor picks this round's direction; the player beside the Emperor that way starts. */
export function chooseDirection(state: TableState, args: { direction: Direction }): Result<TableState> {
  const over = refuseIfOver(state);
  if (over) return fail(over);
  if (state.direction !== null) return fail(`The direction for round ${state.round} is already chosen.`);
  if (args.direction !== 'clockwise' && args.direction !== 'counterclockwise') return fail('Choose clockwise or counterclockwise.');
  const s = begin(state);
  s.direction = args.direction;
  say(s, `The Emperor plays round ${s.round} ${args.direction}.`);
  passTurn(s, s.emperor);
  return ok(s);
}

/**
 * The current player finishes their turn. Condemns waiting for this turn
 * resolve; then play passes on, or the round ends if this was the Emperor.
 */
export function endTurn(state: TableState): Result<TableState> {
  const over = refuseIfOver(state);
  if (over) return fail(over);
  if (state.current === null) return fail('No turn is in progress: the Emperor must first choose a direction.');
  const s = begin(state);
  const p = s.current!;
  const player = s.players[p]!;
  player.turnsPlayed += 1;
  say(s, `${player.name} ends their turn.`);
  settleTurnEnd(s);
  return ok(s);
}

/**
 * The end of the current player's turn, once it is ended: the Condemns waiting for it
 * strike, then play passes on (or the round ends with the Emperor's). With printed cards
 * a Condemn on the Emperor first asks the table about its caster's cards (EW-7): the turn
 * ends only once the table has answered (`answerRebelCheck` comes back here).
 */
function settleTurnEnd(s: TableState): void {
  const p = s.current!;
  const due = s.condemns.filter((c) => c.waitsFor === p && c.dueTurn <= s.players[p]!.turnsPlayed);
  for (const c of due) {
    if (!s.condemns.some((x) => x.id === c.id)) continue; // dropped by an earlier death
    if (c.target === s.emperor && printedCards(s)) {
      askRebelCheck(s, { casters: [c.caster], answered: 0, condemn: c.id });
      return;
    }
    s.condemns = s.condemns.filter((x) => x.id !== c.id);
    if (c.target === s.emperor && !canKillEmperor(s, c.caster)) {
      say(s, notARebel(s, c.caster), false, true);
      continue;
    }
    kill(s, c.target, c.reflected ? `their own Condemn, turned back on them` : `Condemned by ${nameOf(s, c.caster)}`);
    if (s.winner) return;
  }
  if (p === s.emperor) endRound(s);
  else passTurn(s, p);
}

/** With printed cards the phone can't read an identity: the table checks (EW-7). */
const printedCards = (s: TableState): boolean => !s.identity;

/** EW-7: the table is asked to look at the next caster's cards; the question is said, and shown until answered. */
function askRebelCheck(s: TableState, check: RebelCheck): void {
  s.rebelCheck = check;
  say(s, rebelQuestion(nameOf(s, check.casters[check.answered]!)), true);
}

/**
 * EW-7 with printed cards: the table's answer about the caster's cards ("most of them
 * Rebel?"). A Rebel's Condemn kills the Emperor; anyone else's fails and nobody wins by
 * it. In the second way both casters are checked, the first one first: if the first was
 * not a Rebel, the second Condemn waits like any other on the Emperor (as with the
 * phone's cards), and if the second is not, it fails.
 */
export function answerRebelCheck(state: TableState, args: { rebel: boolean }): Result<TableState> {
  if (state.winner) return fail('The game is over. Start a new table to play again.');
  const check = state.rebelCheck;
  if (!check) return fail('Nobody is showing their identity cards now.');
  if (typeof args.rebel !== 'boolean') return fail('Answer yes or no.');
  const s = begin(state);
  const caster = check.casters[check.answered]!;
  const name = nameOf(s, caster);
  s.rebelCheck = null;
  say(s, args.rebel ? `The table sees that most of ${name}'s identity cards are Rebel.` : `The table sees that most of ${name}'s identity cards are not Rebel.`, false, true);
  if (check.condemn !== null) {
    // A waiting Condemn strikes at the end of a turn: it is used up either way, and the turn's end goes on.
    s.condemns = s.condemns.filter((x) => x.id !== check.condemn);
    if (args.rebel) kill(s, s.emperor, `Condemned by ${name}`);
    else say(s, notARebel(s, caster), false, true);
    if (!s.winner) settleTurnEnd(s);
    return ok(s);
  }
  // The second way: the first caster, whose Condemn was blocked, then the one playing now.
  const me = check.casters[1]!;
  if (args.rebel && check.answered === 0) {
    askRebelCheck(s, { ...check, answered: 1 });
    return ok(s);
  }
  if (args.rebel) kill(s, s.emperor, `second Condemn from beside the throne, by ${nameOf(s, me)}`);
  else if (check.answered === 1) say(s, notARebel(s, me), false, true);
  else waitOnEmperor(s, me);
  return ok(s);
}

/** Transposition (turn only): the current player trades seats with a neighbour. */
export function transpose(state: TableState, args: { partner: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? refuseTurnCard(state, 'Transposition') ?? checkPlayer(state, args.partner, 'who to trade seats with');
  if (refused) return fail(refused);
  const me = state.current!;
  if (!neighboursOf(state, me).includes(args.partner)) {
    return fail(`${nameOf(state, args.partner)} is not sitting next to ${nameOf(state, me)}; Transposition trades with a neighbour only.`);
  }
  const s = begin(state);
  swapSeats(s, me, args.partner);
  s.actionTaken = true;
  say(s, `Transposition: ${nameOf(s, me)} and ${nameOf(s, args.partner)} trade seats. ${playGoesOn(state, s, `${nameOf(s, me)}'s new seat`) ?? ''}`.trimEnd());
  return ok(s);
}

/**
 * EW-7: only a Rebel's Condemn can kill the Emperor. With the phone's cards the caster's
 * identity is read when the Condemn strikes (identities follow the cards), never when it
 * is played: refusing it then would tell the table (EW-8). With printed cards the table
 * is asked instead (`answerRebelCheck`); this reads only the phone's cards.
 */
function canKillEmperor(s: TableState, caster: number): boolean {
  const identity = identityNow(s, caster);
  return identity === null || identity === 'rebel';
}

const notARebel = (s: TableState, caster: number): string =>
  `${nameOf(s, caster)}'s Condemn on the Emperor fails: ${nameOf(s, caster)} is not a Rebel, and only a Rebel's Condemn can kill the Emperor.`;

/**
 * Condemn (turn only). It waits for the end of the caster's next turn, or, on
 * the Emperor, for the end of the Emperor's turn (the Rebels' win condition).
 */
export function condemn(state: TableState, args: { target: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? refuseTurnCard(state, 'Condemn') ?? checkPlayer(state, args.target, 'who to condemn');
  if (refused) return fail(refused);
  const me = state.current!;
  if (args.target === me) return fail('You cannot condemn yourself.');
  const s = begin(state);
  s.actionTaken = true;
  if (args.target === s.emperor) {
    // Rebel special: only from a seat beside the Emperor. The helper cannot see
    // identities, so it applies this to anyone condemning the Emperor.
    if (!besideEmperor(s, me)) {
      return fail(`${nameOf(s, me)} is not sitting next to the Emperor; the Emperor can only be condemned from beside the throne.`);
    }
    const first = s.blockedOnEmperor;
    // EW-7: the second way needs two Rebels; with printed cards the table checks both, first caster first.
    if (first && first.round === s.round && first.caster !== me && printedCards(s)) {
      say(s, `${nameOf(s, me)} condemns the Emperor after ${nameOf(s, first.caster)}'s Condemn was blocked this round: if both are Rebels, it kills the Emperor and cannot be blocked.`);
      askRebelCheck(s, { casters: [first.caster, me], answered: 0, condemn: null });
      return ok(s);
    }
    // With the phone's cards it reads both as the cards are now.
    if (first && first.round === s.round && first.caster !== me && canKillEmperor(s, first.caster)) {
      if (!canKillEmperor(s, me)) {
        say(s, `${nameOf(s, me)} condemns the Emperor after ${nameOf(s, first.caster)}'s Condemn was blocked this round.`);
        say(s, notARebel(s, me), false, true);
        return ok(s);
      }
      // Second Rebel path: the other neighbour follows up a blocked Condemn in
      // the same round; this one cannot be blocked or countered.
      say(s, `${nameOf(s, me)} condemns the Emperor after ${nameOf(s, first.caster)}'s Condemn was blocked this round: it cannot be blocked.`);
      kill(s, s.emperor, `second Condemn from beside the throne, by ${nameOf(s, me)}`);
      return ok(s);
    }
  }
  if (args.target === s.emperor) waitOnEmperor(s, me);
  else {
    const c = { id: s.nextCondemnId, caster: me, target: args.target, waitsFor: me, dueTurn: s.players[me]!.turnsPlayed + 2, reflected: false };
    s.condemns.push(c);
    s.nextCondemnId += 1;
    say(s, `${nameOf(s, me)} condemns ${nameOf(s, args.target)}: unless blocked, ${nameOf(s, args.target)} dies ${deadline(s, c)}.`);
  }
  return ok(s);
}

/** A Condemn on the Emperor that waits for the end of the Emperor's turn (the Rebels' win condition). */
function waitOnEmperor(s: TableState, caster: number): void {
  const c = { id: s.nextCondemnId, caster, target: s.emperor, waitsFor: s.emperor, dueTurn: s.players[s.emperor]!.turnsPlayed + 1, reflected: false };
  s.condemns.push(c);
  s.nextCondemnId += 1;
  say(s, `${nameOf(s, caster)} condemns ${nameOf(s, s.emperor)}: unless blocked, the Emperor dies ${deadline(s, c)}.`);
}

/** The turn's other actions the tracker only records (the phone can't see printed cards, or ability cards at all). */
export const otherActions = ['investigate', 'shuffle', 'swap', 'investigation', 'reveal', 'steal'] as const;
export type OtherAction = (typeof otherActions)[number];
const OTHER_WORDS: Record<OtherAction, string> = {
  investigate: 'Investigates (looks at one identity card of another player)',
  shuffle: `Shuffles their identity cards, then keeps ${SHUFFLE_KEEPS} ability card and discards the rest`,
  swap: 'plays Swap',
  investigation: 'plays Investigation',
  reveal: 'plays Reveal',
  steal: 'plays Steal',
};

/**
 * The current player's one action is something other than Transposition or Condemn
 * (Investigate, Shuffle or another turn-only card): the tracker records it so the
 * turn's action is spent, whatever it was (one action per turn, EW-3).
 */
export function otherAction(state: TableState, args: { action: OtherAction }): Result<TableState> {
  if (!otherActions.includes(args.action)) return fail('Choose Investigate, Shuffle or the card played.');
  const refused = refuseIfOver(state) ?? refuseTurnCard(state, 'That action');
  if (refused) return fail(refused);
  const s = begin(state);
  s.actionTaken = true;
  const words = OTHER_WORDS[args.action];
  say(s, `${nameOf(s, s.current!)} ${words.charAt(0).toLowerCase()}${words.slice(1)}.`);
  return ok(s);
}

export const blockCards = ['self-clearance', 'clearance', 'counter-condemn'] as const;
export type BlockCard = (typeof blockCards)[number];

/**
 * Blocks a waiting Condemn with an instinct card (any time). Self-Clearance and
 * Counter-Condemn are played by the target; Clearance by anyone alive.
 */
export function block(state: TableState, args: { condemn: number; card: BlockCard; by: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? checkPlayer(state, args.by, 'who plays the card');
  if (refused) return fail(refused);
  const c = state.condemns.find((x) => x.id === args.condemn);
  if (!c) return fail('That Condemn is no longer waiting; choose one from the list.');
  if (!blockCards.includes(args.card)) return fail('Choose Self-Clearance, Clearance or Counter-Condemn.');
  const cardName = { 'self-clearance': 'Self-Clearance', clearance: 'Clearance', 'counter-condemn': 'Counter-Condemn' }[args.card];
  if (args.card !== 'clearance' && args.by !== c.target) {
    return fail(`${cardName} protects only the player it is aimed at: ${nameOf(state, c.target)} must play it (anyone may play Clearance).`);
  }
  const s = begin(state);
  const live = s.condemns.find((x) => x.id === c.id)!;
  if (live.target === s.emperor) s.blockedOnEmperor = { caster: live.caster, round: s.round };
  const reflects =
    args.card === 'counter-condemn' && live.caster !== s.emperor && live.caster !== live.target && s.players[live.caster]!.alive;
  if (reflects) {
    // The Condemn keeps its deadline but now points at its caster, who may block it in turn.
    say(s, `${nameOf(s, args.by)} plays Counter-Condemn: the Condemn turns back on ${nameOf(s, live.caster)}.`);
    live.target = live.caster;
    live.reflected = true;
    return ok(s);
  }
  s.condemns = s.condemns.filter((x) => x.id !== c.id);
  const asSelf = args.card === 'counter-condemn' && live.caster === s.emperor ? ' (against the Emperor it works as Self-Clearance)' : '';
  say(s, `${nameOf(s, args.by)} plays ${cardName}${asSelf}: ${nameOf(s, live.target)} is safe from ${nameOf(s, live.caster)}'s Condemn.`);
  if (live.caster === s.emperor) {
    say(s, `Emperor's Condemn blocked: ${nameOf(s, live.target)} must discard their whole hand now.`, true);
  }
  return ok(s);
}

/**
 * Guarding (instinct): trade seats with a player beside the Emperor. Played by
 * the Emperor it moves any `mover` into a seat beside the Emperor instead.
 */
export function guard(state: TableState, args: { caster: number; mover?: number; neighbour: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? checkPlayer(state, args.caster, 'who plays Guarding');
  if (refused) return fail(refused);
  const byEmperor = args.caster === state.emperor;
  const mover = byEmperor ? args.mover : (args.mover ?? args.caster);
  if (mover === undefined) return fail('Choose which player the Emperor moves.');
  if (!byEmperor && mover !== args.caster) return fail("Only the Emperor's Guarding can move another player; yours moves you.");
  const badMover = checkPlayer(state, mover, 'who moves');
  if (badMover) return fail(badMover);
  if (mover === state.emperor) return fail("Guarding moves players beside the Emperor, not the Emperor.");
  const badNeighbour = checkPlayer(state, args.neighbour, 'who gives up their seat');
  if (badNeighbour) return fail(badNeighbour);
  if (!besideEmperor(state, args.neighbour)) return fail(`${nameOf(state, args.neighbour)} is not sitting beside the Emperor.`);
  if (args.neighbour === mover) return fail(`${nameOf(state, mover)} would trade seats with themselves; choose the other player beside the Emperor.`);
  const s = begin(state);
  swapSeats(s, mover, args.neighbour);
  // Play goes on from the current player's seat, wherever Guarding put it; said only when the turns to come change.
  const cur = s.current;
  const moved = cur === mover || cur === args.neighbour;
  const goesOn = cur === null || sameTurns(state, s) ? null : playGoesOn(state, s, `${nameOf(s, cur)}'s ${moved ? 'new ' : ''}seat`);
  say(
    s,
    (byEmperor
      ? `The Emperor plays Guarding: ${nameOf(s, mover)} and ${nameOf(s, args.neighbour)} trade seats.`
      : `${nameOf(s, mover)} plays Guarding and trades seats with ${nameOf(s, args.neighbour)}, beside the Emperor.`) + (goesOn ? ` ${goesOn}` : ''),
  );
  return ok(s);
}

const sameTurns = (a: TableState, b: TableState): boolean => turnsToCome(a).join() === turnsToCome(b).join();

/** Accuse (instinct): the target's next turn is skipped. */
export function accuse(state: TableState, args: { caster: number; target: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? checkPlayer(state, args.caster, 'who plays Accuse') ?? checkPlayer(state, args.target, 'who to accuse');
  if (refused) return fail(refused);
  const s = begin(state);
  s.players[args.target]!.skips += 1;
  say(s, `${nameOf(s, args.caster)} accuses ${nameOf(s, args.target)}: their next turn is skipped.`);
  return ok(s);
}

/** Reverse (instinct): the rest of this round goes the other way. */
export function reverse(state: TableState, args: { caster: number }): Result<TableState> {
  const refused = refuseIfOver(state) ?? checkPlayer(state, args.caster, 'who plays Reverse');
  if (refused) return fail(refused);
  if (state.direction === null) return fail('No round is under way yet: the Emperor is still choosing the direction.');
  const s = begin(state);
  s.direction = s.direction === 'clockwise' ? 'counterclockwise' : 'clockwise';
  const goesOn = s.current === null ? null : playGoesOn(state, s, `${nameOf(s, s.current)}'s seat`);
  say(s, `${nameOf(s, args.caster)} plays Reverse: the rest of round ${s.round} goes ${s.direction}.${goesOn ? ` ${goesOn}` : ''}`);
  return ok(s);
}
