import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../memory-storage';
import { recorded } from '../stores/recorded';
import { FakeElement, findAll, installFakeDom } from '../fake-dom';
import { NOTICE_OLD_BESIDE, keyOf, type Saved } from '~/kit/persist';
import { unwrap } from '~/kit/result';
import { recordOutcome, setup, withWaitingPick } from '~/games/empress/engine';
import type { MatchState, WaitingPick } from '~/games/empress/state';
import { phoneSpec, pickSpec } from '~/games/empress/store';

/**
 * An earlier version of the helper kept a lead's waiting card in a store of its own
 * (`empress/phone-pick`). Such a pick is honoured on load (phoneSpec.legacy): laid into the
 * match, its store removed, and Undo takes it back like any lead pick. Every pairing of today's recorded
 * saves of the two stores (tests/unit/fixtures) is mounted in the real island.
 */

const storage = new MemoryStorage();
installFakeDom(storage);
const [{ h, render }, { act }, { default: PassThePhone }] = await Promise.all([
  import('preact'),
  import('preact/test-utils'),
  import('~/games/empress/islands/PassThePhone'),
]);

const matches = recorded<MatchState | null>('empress-phone');
const picks = recorded<WaitingPick>('empress-phone-pick');

/** Mounts the island on the two saves; returns the saves after it settled and the page's root. */
function mount(match: Saved<MatchState | null>, pick: Saved<WaitingPick> | string) {
  storage.clear();
  storage.setItem(matches.key, JSON.stringify(match));
  storage.setItem(picks.key, typeof pick === 'string' ? pick : JSON.stringify(pick));
  const root = new FakeElement('div');
  act(() => render(h(PassThePhone, {}), root as unknown as Element));
  const read = <T,>(key: string): Saved<T> | null => JSON.parse(storage.getItem(key) ?? 'null');
  return { root, match: read<MatchState | null>(keyOf(phoneSpec)), pick: read<WaitingPick>(keyOf(pickSpec)) };
}

describe("a lead's pick saved apart by the earlier helper", () => {
  it('is laid into its own play (and nothing else is), its store cleared, for every pairing of recorded saves', () => {
    // Beside the recorded matches, for each recorded pick a match at the very play it names.
    const atPick = picks.saves.flatMap(({ note, save }) => {
      const [game, play] = (save.state?.at.match(/^g(\d+):p(\d+)$/) ?? []).slice(1).map(Number);
      if (!game || !play) return [];
      let s = unwrap(setup({ players: ['Ann', 'Ben'], sets: 1, firstEmpress: 0 }));
      for (let g = 1; g < game; g++) s = unwrap(recordOutcome(s, 'empress-beats-citizen'));
      for (let p = 1; p < play; p++) s = unwrap(recordOutcome(s, 'draw'));
      return [{ note: `a match at ${note}'s play`, save: { state: s, history: [] } as Saved<MatchState | null> }];
    });
    let laid = 0;
    for (const m of [...matches.saves, ...atPick]) {
      for (const p of picks.saves) {
        const after = mount(m.save, p.save);
        const note = `${m.note} + ${p.note}`;
        expect(after.pick?.state ?? null, note).toBeNull();
        expect(findAll(after.root, (el) => el.textContent.startsWith('Something went wrong')), note).toEqual([]);
        const expected = m.save.state === null ? null : withWaitingPick(m.save.state, p.save.state);
        expect(after.match?.state ?? null, note).toEqual(expected);
        if (expected !== m.save.state) {
          laid++;
          // Laid as a lead pick: Undo takes it back to the match as it was.
          expect(after.match!.history.at(-1), note).toEqual(m.save.state);
        }
        act(() => render(null, after.root as unknown as Element));
      }
    }
    expect(laid, 'some recorded picks belong to a recorded match').toBeGreaterThan(0);
  });

  it("puts the phone at the answer's hand-over; Undo takes the pick back to the lead's", () => {
    const s0 = matches.saves.find((s) => s.note === 'seed 1: after 1 moves')!.save;
    const after = mount(s0, { state: { at: 'g1:p1', card: 'empress' }, history: [] });
    expect(after.match!.state!.pending).toBe('empress');
    const text = () => after.root.textContent;
    expect(text()).toContain('Ann has laid a card face down. Now Ben answers.');
    const undo = findAll(after.root, (el) => el.localName === 'button' && el.textContent === 'Undo')[0]!;
    act(() => void undo.click());
    expect(JSON.parse(storage.getItem(keyOf(phoneSpec))!).state).toEqual(s0.state);
    expect(text()).toMatch(/[Gg]ame 1 of 4, play 1: Ann leads/);
    expect(storage.getItem(keyOf(pickSpec))).toBeNull();
  });

  it("that can't be read is set aside and said in words; the match is kept as it was", () => {
    const s0 = matches.saves.find((s) => s.note === 'seed 1: after 1 moves')!.save;
    for (const old of ['{broken', JSON.stringify({ state: { at: 'g1:p1', card: 'joker' }, history: [] })]) {
      const after = mount(s0, old);
      expect(after.match).toEqual(s0);
      expect(after.root.textContent).toContain(NOTICE_OLD_BESIDE);
      expect(storage.getItem(`${picks.key}:set-aside:1`)).toBe(old);
      expect(after.pick).toBeNull();
      act(() => render(null, after.root as unknown as Element));
    }
  });
});
