import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap } from '~/kit/result';
import { subtweet } from '~/games/subtweet/data';
import {
  blankOnly,
  callFailWhale,
  canCallFailWhale,
  cardsHeld,
  currentPlayer,
  handSize,
  mustAskBeforePass,
  nobodyCanPlay,
  passTurn,
  playCard,
  recordFavourites,
  resumePlay,
  revealRecipient,
  setup,
  writeTweets,
  type SubtweetState,
} from '~/games/subtweet/engine';

/** One random step: what it means depends on the state it meets. */
const step = fc.record({
  kind: fc.constantFrom('turn', 'turn', 'turn', 'write', 'whale'),
  mask: fc.nat(),
  pick: fc.nat(),
  count: fc.integer({ min: 1, max: 4 }),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const gameArb = fc.record({
  players: fc.integer({ min: subtweet.players.min, max: subtweet.players.max }),
  everyoneFavs: fc.boolean(),
  faceValue: fc.boolean(),
  failWhale: fc.boolean(),
  steps: fc.array(step, { maxLength: 120 }),
});

function apply(s: SubtweetState, st: Step): SubtweetState {
  const n = s.players.length;
  if (st.kind === 'write') {
    const r = writeTweets(s, { player: st.pick % n, count: st.count });
    expect(r.ok).toBe(s.players[st.pick % n]!.blank >= st.count);
    return r.ok ? r.value : s;
  }
  if (st.kind === 'whale') {
    const allowed = canCallFailWhale(s);
    const caller = blankOnly(s)[0] ?? 0;
    const r = callFailWhale(s, { player: caller });
    expect(r.ok).toBe(allowed);
    return r.ok ? r.value : s;
  }
  if (s.paused) return unwrap(resumePlay(s));
  if (mustAskBeforePass(s)) {
    // The turn holder holds only blanks: the table says they wrote nothing, so they pass.
    const holder = s.order[s.turn]!;
    const passed = unwrap(passTurn(s));
    expect(passed.log.at(-1)).toEqual({ kind: 'pass', player: holder });
    return passed;
  }
  const author = currentPlayer(s);
  if (author === null) {
    // Nobody can play: somebody fills in a card.
    expect(nobodyCanPlay(s)).toBe(true);
    const writer = s.players.findIndex((p) => p.blank > 0);
    return unwrap(writeTweets(s, { player: writer, count: 1 }));
  }
  const favourites = s.players.flatMap((_, seat) => (seat !== author && (st.mask >> seat) & 1 ? [seat] : []));
  const others = s.players.flatMap((_, seat) => (seat === author ? [] : [seat]));
  const recipient = s.variations.faceValue && st.pick % 4 === 0 ? null : others[st.pick % others.length]!;
  const played = unwrap(playCard(s, { author }));
  return unwrap(revealRecipient(unwrap(recordFavourites(played, { favourites })), { recipient }));
}

function checkInvariants(s: SubtweetState): void {
  for (const p of s.players) {
    expect(p.written).toBeGreaterThanOrEqual(0);
    expect(p.blank).toBeGreaterThanOrEqual(0);
    expect(handSize(p)).toBeLessThanOrEqual(subtweet.handCap);
  }
  const { dealt, drawn, discarded, played, written } = s.tally;
  // Cards conserved: played + held = dealt + drawn − discarded.
  expect(cardsHeld(s) + played).toBe(dealt + drawn - discarded);
  expect(s.players.reduce((sum, p) => sum + p.written, 0)).toBe(dealt + written - played);
  if (s.winner !== null) expect(handSize(s.players[s.winner]!)).toBe(0);
  else expect(s.players.every((p) => handSize(p) > 0)).toBe(true);
  // Whenever play can go on, the player whose turn it is holds a written card; otherwise,
  // between turns, the helper has exactly one thing to do: ask before a pass, or wait for writing.
  const current = currentPlayer(s);
  if (current !== null) expect(s.players[current]!.written).toBeGreaterThan(0);
  else if (s.winner === null && !s.pending && !s.paused) expect(mustAskBeforePass(s)).toBe(!nobodyCanPlay(s));
}

describe('random games', () => {
  it('keep every hand within 0–10, conserve cards, and stop at the first empty hand', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const handles = Array.from({ length: g.players }, (_, i) => `p${'x'.repeat(i)}`);
        let s = unwrap(setup({ handles, variations: { everyoneFavs: g.everyoneFavs, faceValue: g.faceValue, failWhale: g.failWhale } }));
        checkInvariants(s);
        for (const st of g.steps) {
          if (s.winner !== null) {
            expect(playCard(s, { author: s.order[0]! }).ok).toBe(false);
            break;
          }
          s = apply(s, st);
          checkInvariants(s);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refused moves leave the state untouched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 12 }), fc.nat(), (n, k) => {
        const s = unwrap(setup({ handles: Array.from({ length: n }, (_, i) => `h${'y'.repeat(i)}`) }));
        const before = JSON.stringify(s);
        const played = unwrap(playCard(s, { author: s.order[0]! }));
        const playedBefore = JSON.stringify(played);
        expect(recordFavourites(played, { favourites: [s.order[0]!] }).ok).toBe(false);
        expect(playCard(s, { author: s.order[1 + (k % (n - 1))]! }).ok).toBe(false);
        expect(JSON.stringify(s)).toBe(before);
        expect(JSON.stringify(played)).toBe(playedBefore);
      }),
    );
  });
});
