import { describe, expect, it } from 'vitest';
import { commit, undo as undoSaved, type Saved } from '~/kit/persist';
import { undoOffOf, undoRuleOf } from '~/kit/game';
import { stoppedBy } from '~/kit/persist';
import { statusKeyOf } from '~/kit/status';
import { unwrap } from '~/kit/result';
import type { OutcomeId } from '~/games/empress/data';
import { pickCard, recordOutcome, setup, withWaitingPick } from '~/games/empress/engine';
import game, { secret, view } from '~/games/empress/game';
import { FACE_DOWN, faceUp, phoneSummary, pickView, trackerSummary, type MatchState } from '~/games/empress/state';
import { modeInProgress, modeSpec, ownSpec, phoneSpec, pickSpec, trackerSpec } from '~/games/empress/store';
import { UNDO_OFF } from '~/games/empress/words';

const start = (): MatchState => unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, firstEmpress: 0 }));
const run = (s: MatchState, outcomes: OutcomeId[]) => outcomes.reduce((st, o) => unwrap(recordOutcome(st, o)), s);

describe('secret: whose pick the phone is at', () => {
  it('the lead first, then the answer, each a different step; none for the forced play or after the match', () => {
    const s = start();
    expect(secret(null)).toBeNull();
    expect(secret(s)).toEqual({ player: 0, id: 'pick:g1:p1:lead', owner: 'Ann', what: "Ann's lead for play 1 of game 1" });
    const laid = unwrap(pickCard(s, 'citizen'));
    expect(secret(laid)).toMatchObject({ player: 1, id: 'pick:g1:p1:answer', owner: 'Bo' });
    // EP-2: after a draw the lead passes to the Assassin hand.
    const drawn = unwrap(pickCard(laid, 'citizen'));
    expect(secret(drawn)).toMatchObject({ player: 1, id: 'pick:g1:p2:lead', owner: 'Bo' });
    expect(secret(run(s, ['draw', 'draw', 'draw', 'draw']))).toBeNull();
    expect(secret(run(s, ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen']))).toBeNull();
  });
});

describe("view: each player's own hand and the cards face up, never the other's waiting pick", () => {
  it('the answering player sees a card laid face down; the lead sees their own card; nothing else changes', () => {
    const laid = unwrap(pickCard(start(), 'empress'));
    expect(view(laid, 0)).toBe(laid);
    expect(view(laid, 1)).toEqual({ ...laid, pending: FACE_DOWN });
    expect(view(unwrap(pickCard(start(), 'citizen')), 1)).toEqual(view(laid, 1));
    expect(view(start(), 1)).toEqual(start());
    expect(view(null, 0)).toBeNull();
  });

  it("the answer's own view holds its hand and whether a card waits, whichever card the lead laid", () => {
    const s = start();
    const a = pickView(view(unwrap(pickCard(s, 'citizen')), 1)!);
    const b = pickView(view(unwrap(pickCard(s, 'empress')), 1)!);
    expect(a).toEqual({ picker: 1, cards: ['assassin', 'citizen'], answering: true });
    expect(b).toEqual(a);
  });

  it("no move is made on a player's view (it holds no card to resolve)", () => {
    const seen = view(unwrap(pickCard(start(), 'citizen')), 1)!;
    expect(() => pickCard(seen, 'assassin')).toThrow();
  });

  it('face-up cards are only those of a resolved play', () => {
    const s = start();
    expect(faceUp(unwrap(pickCard(s, 'empress')))).toBeNull();
    const up = faceUp(unwrap(pickCard(unwrap(pickCard(s, 'empress')), 'assassin')));
    expect(up).toEqual({ game: 0, play: 1, cards: [{ player: 0, card: 'empress' }, { player: 1, card: 'assassin' }] });
  });
});

describe('undo, as the store commits each move by its rule', () => {
  /** The match store after `moves`, each committed by the rule game.ts declares. */
  const play = (moves: [string, MatchState][]): Saved<MatchState | null> =>
    moves.reduce<Saved<MatchState | null>>((saved, [name, next]) => commit(saved, next, 100, undoRuleOf(game.undo, name), name), { state: null, history: [] });

  const s0 = start();
  const laid = unwrap(pickCard(s0, 'empress'));
  const answered = unwrap(pickCard(laid, 'citizen'));

  it("before the answer, Undo takes back the lead's pick alone", () => {
    const saved = play([['setup', s0], ['lead', laid]]);
    expect(undoSaved(saved).state).toEqual(s0);
  });

  it('EP-7: once both cards are turned over, Undo takes back neither pick, and says why', () => {
    const saved = play([['setup', s0], ['lead', laid], ['answer', answered]]);
    expect(undoSaved(saved)).toEqual(saved);
    expect(saved.state).toEqual(answered);
    expect(undoOffOf(game.undoOff, stoppedBy(saved))).toBe(UNDO_OFF.answer);
    expect(UNDO_OFF.answer).toMatch(/both cards .* turned over/);
    // Nothing before the reveal is kept to go back to: no pick is made again knowing the other card.
    expect(saved.history).toEqual([]);
  });

  it("EP-7: the next lead, nobody's answer yet, is taken back behind the lead's hand-over, and no further", () => {
    const next = unwrap(pickCard(answered, 'citizen'));
    const saved = play([['setup', s0], ['lead', laid], ['answer', answered], ['lead', next]]);
    expect(undoOffOf(game.undoOff, stoppedBy(saved))).toBeNull();
    const back = undoSaved(saved);
    expect(back.state).toEqual(answered);
    expect(secret(back.state)?.id).toBe(secret(answered)?.id);
    expect(undoSaved(back)).toEqual(back);
    expect(undoOffOf(game.undoOff, stoppedBy(back))).toBe(UNDO_OFF.answer);
  });

  it('the tracker (a mis-tapped outcome, EP-7) and the forced play: Undo takes back one move', () => {
    const drawn = run(s0, ['draw']);
    expect(undoSaved(play([['setup', s0], ['record', drawn]])).state).toEqual(s0);
    const four = run(s0, ['draw', 'draw', 'draw', 'draw']);
    expect(undoSaved(play([['setup', four], ['reveal', run(four, ['assassin-slays-empress'])]])).state).toEqual(four);
  });
});

describe('the stores', () => {
  it('game.ts lists every store and the own-phone seat; the old pick store is carried into the no-cards match', () => {
    expect(game.stores).toEqual([modeSpec, trackerSpec, phoneSpec, ownSpec]);
    expect(phoneSpec.legacy?.map((l) => l.from)).toEqual([pickSpec]);
  });

  it("a lead's pick saved apart by the earlier helper joins only its own play, and only a card the lead holds", () => {
    const s0 = start();
    expect(withWaitingPick(s0, { at: 'g1:p1', card: 'empress' }).pending).toBe('empress');
    expect(withWaitingPick(s0, { at: 'g1:p2', card: 'empress' })).toBe(s0);
    expect(withWaitingPick(s0, { at: 'g1:p1', card: 'assassin' })).toBe(s0); // the Assassin is in the other hand
    expect(withWaitingPick(s0, null)).toBe(s0);
    const laid = unwrap(pickCard(s0, 'citizen'));
    expect(withWaitingPick(laid, { at: 'g1:p1', card: 'empress' })).toBe(laid);
  });
});

describe('Resume lines', () => {
  it('say whose turn and the score, never the waiting card, and nothing when no match is in progress', () => {
    const s = run(start(), ['draw', 'empress-beats-citizen']);
    expect(trackerSummary(s)).toBe('Game 2, play 1: Bo leads · Ann 1, Bo 0');
    expect(phoneSummary(s)).toBe('Game 2, play 1: Bo leads · Ann 1, Bo 0');
    const laid = unwrap(pickCard(s, 'empress'));
    expect(phoneSummary(laid)).toBe(phoneSummary(s));
    expect(phoneSummary(laid)).toBe(phoneSummary(unwrap(pickCard(s, 'citizen'))));
    expect(phoneSummary(run(start(), ['draw', 'draw', 'draw', 'draw']))).toBe('Game 1, play 5: the forced last play · Ann 0, Bo 0');
    expect(trackerSummary(null)).toBeNull();
    const over = run(start(), ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen']);
    expect(trackerSummary(over)).toBeNull();
    expect(phoneSummary(over)).toBeNull();
  });
});

describe('modeInProgress: which helper a saved match belongs to', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (k: string) => entries[k] ?? null });
  const tracker = statusKeyOf(trackerSpec);
  const phone = statusKeyOf(phoneSpec);
  it.each([
    [{}, null],
    [{ [tracker]: JSON.stringify({ game: 'empress', line: 'x', at: 5 }) }, 'cards'],
    [{ [phone]: JSON.stringify({ game: 'empress', line: 'x', at: 5 }) }, 'phone'],
    [
      {
        [tracker]: JSON.stringify({ game: 'empress', line: 'x', at: 9 }),
        [phone]: JSON.stringify({ game: 'empress', line: 'x', at: 5 }),
      },
      'cards',
    ],
    [{ [phone]: 'not json' }, null],
  ] as [Record<string, string>, string | null][])('%j → %s', (entries, expected) => {
    expect(modeInProgress(storage(entries))).toBe(expected);
  });
});
