import { describe, expect, it } from 'vitest';
import { unwrap } from '~/kit/result';
import type { OutcomeId } from '~/games/empress/data';
import { pickCard, recordOutcome, setup, type MatchState } from '~/games/empress/engine';
import { afterPick, faceUp, phoneSummary, pickView, secretPick, trackerSummary, undoPlan, withWaiting } from '~/games/empress/phone';
import { modeInProgress } from '~/games/empress/mode';

const start = (): MatchState => unwrap(setup({ players: ['Ann', 'Bo'], sets: 1, firstEmpress: 0 }));
const run = (s: MatchState, outcomes: OutcomeId[]) => outcomes.reduce((st, o) => unwrap(recordOutcome(st, o)), s);

describe('secretPick: whose secret the phone is at', () => {
  it('the lead first, then the answer, each a different step; none for the forced play or after the match', () => {
    const s = start();
    expect(secretPick(null)).toBeNull();
    expect(secretPick(s)).toEqual({ id: 'pick:g1:p1:lead', owner: 'Ann', what: "Ann's lead for play 1 of game 1" });
    const laid = unwrap(pickCard(s, 'citizen'));
    expect(secretPick(laid)).toMatchObject({ id: 'pick:g1:p1:answer', owner: 'Bo' });
    // EP-2: after a draw the lead passes to the Assassin hand.
    const drawn = unwrap(pickCard(laid, 'citizen'));
    expect(secretPick(drawn)).toMatchObject({ id: 'pick:g1:p2:lead', owner: 'Bo' });
    expect(secretPick(run(s, ['draw', 'draw', 'draw', 'draw']))).toBeNull();
    expect(secretPick(run(s, ['empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen', 'empress-beats-citizen']))).toBeNull();
  });

  it("the answer's view holds its own hand and whether a card waits, whichever card the lead laid", () => {
    const s = start();
    const a = pickView(unwrap(pickCard(s, 'citizen')));
    const b = pickView(unwrap(pickCard(s, 'empress')));
    expect(a).toEqual({ picker: 1, cards: ['assassin', 'citizen'], answering: true });
    expect(b).toEqual(a);
  });

  it('face-up cards are only those of a resolved play', () => {
    const s = start();
    expect(faceUp(unwrap(pickCard(s, 'empress')))).toBeNull();
    const up = faceUp(unwrap(pickCard(unwrap(pickCard(s, 'empress')), 'assassin')));
    expect(up).toEqual({ game: 0, play: 1, cards: [{ player: 0, card: 'empress' }, { player: 1, card: 'assassin' }] });
  });
});

describe('the lead pick waits apart from the match; Undo takes a revealed play back whole', () => {
  it('afterPick: the lead card goes to the waiting pick, the answer into the match', () => {
    const s0 = start();
    const laid = unwrap(pickCard(s0, 'citizen'));
    expect(afterPick(s0, laid)).toEqual({ match: null, waiting: { at: 'g1:p1', card: 'citizen' } });
    const answered = unwrap(pickCard(laid, 'citizen'));
    expect(afterPick(laid, answered)).toEqual({ match: answered, waiting: null });
    expect(answered.pending).toBeNull();
  });

  it('withWaiting: the waiting card joins only its own play, and only a card the lead holds', () => {
    const s0 = start();
    expect(withWaiting(s0, { at: 'g1:p1', card: 'empress' }).pending).toBe('empress');
    expect(withWaiting(s0, { at: 'g1:p2', card: 'empress' })).toBe(s0);
    expect(withWaiting(s0, { at: 'g1:p1', card: 'assassin' })).toBe(s0); // the Assassin is in the other hand
    expect(withWaiting(s0, null)).toBe(s0);
  });

  it('undoPlan: a waiting lead card is taken back; otherwise the last resolved play is undone', () => {
    const s0 = start();
    expect(undoPlan(s0, { at: 'g1:p1', card: 'citizen' })).toBe('take-back-lead');
    expect(undoPlan(run(s0, ['draw']), null)).toBe('undo-play');
    expect(undoPlan(run(s0, ['draw']), { at: 'g1:p1', card: 'citizen' })).toBe('undo-play'); // left from another play
    expect(undoPlan(null, null)).toBe('undo-play');
    // A match saved by the earlier helper, its lead's card inside: the match's own Undo takes it back.
    expect(undoPlan(unwrap(pickCard(s0, 'citizen')), null)).toBe('undo-play');
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
  it.each([
    [{}, null],
    [{ 'tablemate:status:empress/tracker': JSON.stringify({ game: 'empress', line: 'x', at: 5 }) }, 'cards'],
    [{ 'tablemate:status:empress/phone': JSON.stringify({ game: 'empress', line: 'x', at: 5 }) }, 'phone'],
    [
      {
        'tablemate:status:empress/tracker': JSON.stringify({ game: 'empress', line: 'x', at: 9 }),
        'tablemate:status:empress/phone': JSON.stringify({ game: 'empress', line: 'x', at: 5 }),
      },
      'cards',
    ],
    [{ 'tablemate:status:empress/phone': 'not json' }, null],
  ] as const)('%j → %s', (entries, expected) => {
    expect(modeInProgress(storage(entries))).toBe(expected);
  });
});
