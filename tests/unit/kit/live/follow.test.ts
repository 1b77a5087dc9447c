import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PUBLIC } from '~/kit/game';
import { games } from '~/kit/games';
import { seededRng } from '~/kit/seeded';
import { admit, checkView, FOLLOW_TAG, moveMessage, readFollow, refusedMessage, viewMessage, type MoveMessage, type Seats } from '~/kit/link/live/follow/message';
import { FOLLOW_WORDS } from '~/kit/link/live/follow/words';
import { followedStore, type FollowMoves } from '~/kit/link/live/follow/games';
import { storeCases } from '../../stores/stores';

/*
 * Following a game on another phone (kit/link/live/follow): the only thing that leaves the
 * playing phone is `view(state, PUBLIC)`, and a follower refuses anything it can't trust.
 */

const TABLE = 0x1234567;

/** Each game's follow entry (src/games/<slug>/follow.ts), where it has one. */
const entries = import.meta.glob<FollowMoves<unknown>>('/src/games/*/follow.ts', { import: 'default', eager: true });
const entryOf = (slug: string): FollowMoves<unknown> | undefined => entries[`/src/games/${slug}/follow.ts`];

describe('the follow message', () => {
  it('carries the public view and nothing else, at every step of random games of every game', async () => {
    const cases = await storeCases();
    for (const game of games) {
      const followed = followedStore(entryOf(game.slug) ?? { game }, null);
      const store = cases.find((c) => c.spec === followed)!;
      let hidden = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const rng = seededRng(seed);
        let state: unknown = store.spec.initial();
        for (let step = 0; step < 60; step++) {
          const sent = JSON.parse(viewMessage(game, TABLE, step, state));
          expect(Object.keys(sent).sort()).toEqual(['game', 'kind', 'n', 'table', 'tag', 'view']);
          expect(sent.view, `${game.slug} step ${step}`).toEqual(JSON.parse(JSON.stringify(game.view(state, PUBLIC))));
          if (JSON.stringify(sent.view) !== JSON.stringify(state)) hidden++;
          // What a follower draws passes the game's own save checks.
          expect(v.safeParse(store.spec.schema, sent.view).success, `${game.slug} step ${step}`).toBe(true);
          const next = store.step(state, rng);
          if (next === null) break;
          state = next;
        }
      }
      // The games with secrets reached them, and what was sent there was not the state.
      expect(hidden > 0, `${game.slug}: steps whose public view held something back`).toBe(['emperor', 'empress', 'empty-rivalry'].includes(game.slug));
    }
  });

  it('hides what the game hides: a secret in the state never reaches the message', () => {
    // A game whose view replaces a secret: the message is built from the view, not the state.
    const game = { slug: 'x', view: (s: { secret: string; open: number }, viewer: number) => (viewer === PUBLIC ? { ...s, secret: '?' } : s) };
    const text = viewMessage(game, TABLE, 1, { secret: 'the Emperor is Ann', open: 3 });
    expect(text).not.toContain('Emperor');
    expect(JSON.parse(text).view).toEqual({ secret: '?', open: 3 });
  });

  it('is read back as sent', () => {
    const game = games.find((g) => g.slug === 'sibling-rivalry')!;
    const state = game.stores[0]!.initial();
    const m = readFollow(viewMessage(game, TABLE, 4, state), TABLE);
    expect(m.ok && m.value.kind === 'view' && m.value.n).toBe(4);
    const move = moveMessage({ table: TABLE, n: 4, seat: 1, name: 'own-roll', args: { dice: [1, 2, 3, 4, 5] }, nonce: 9 });
    expect(readFollow(move, TABLE)).toMatchObject({ ok: true, value: { kind: 'move', seat: 1, nonce: 9 } });
    expect(readFollow(refusedMessage(TABLE, 9, 'no'), TABLE)).toMatchObject({ ok: true, value: { kind: 'refused', words: 'no' } });
  });

  it('refuses a foreign, another table’s or a changed message in words', () => {
    const game = games.find((g) => g.slug === 'sibling-rivalry')!;
    const good = JSON.parse(viewMessage(game, TABLE, 1, game.stores[0]!.initial()));
    expect(readFollow('not json', TABLE)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
    expect(readFollow(JSON.stringify({ ...good, tag: 'other' }), TABLE)).toEqual({ ok: false, error: FOLLOW_WORDS.foreign });
    expect(readFollow(JSON.stringify(good), TABLE + 1)).toEqual({ ok: false, error: FOLLOW_WORDS.otherTable });
    expect(readFollow(JSON.stringify({ ...good, extra: 'a secret' }), TABLE)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
    expect(readFollow(JSON.stringify({ ...good, n: -1 }), TABLE)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
    expect(readFollow(JSON.stringify({ ...good, kind: 'deal' }), TABLE)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
  });

  it('refuses a view that is not the game’s, or is another game’s', () => {
    const game = games.find((g) => g.slug === 'sibling-rivalry')!;
    const spec = game.stores[0]!;
    const valid = (x: unknown): x is unknown => v.safeParse(spec.schema, x).success;
    const problem = (x: unknown) => spec.check?.(x) ?? null;
    const m = readFollow(viewMessage(game, TABLE, 1, spec.initial()), TABLE);
    if (!m.ok || m.value.kind !== 'view') throw new Error('unread');
    expect(checkView(m.value, 'sibling-rivalry', valid, problem).ok).toBe(true);
    expect(checkView(m.value, 'empress', valid, problem)).toEqual({ ok: false, error: FOLLOW_WORDS.otherGame });
    expect(checkView({ ...m.value, view: { layout: 'x', game: null } }, 'sibling-rivalry', valid, problem)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
  });
});

describe('a follower’s move on the playing phone', () => {
  const names = ['Ann', 'Ben', 'Cat'];
  const move = (over: Partial<MoveMessage> = {}): MoveMessage => ({ tag: FOLLOW_TAG, kind: 'move', table: TABLE, n: 5, seat: 1, name: 'own-roll', args: {}, nonce: 1, ...over });
  const seats = (): Seats => ({ owner: new Map(), seen: new Set() });

  it('is taken once, at the view on show, from the phone that plays its seat', () => {
    const s = seats();
    expect(admit(move(), s, 7, 5, names).ok).toBe(true);
    expect(admit(move(), s, 7, 5, names)).toEqual({ ok: false, error: FOLLOW_WORDS.replayed });
    expect(admit(move({ nonce: 2, n: 4 }), s, 7, 5, names)).toEqual({ ok: false, error: FOLLOW_WORDS.late });
    expect(admit(move({ nonce: 3 }), s, 8, 5, names)).toEqual({ ok: false, error: FOLLOW_WORDS.otherPhone('Ben') });
    expect(admit(move({ nonce: 4, seat: 3 }), s, 8, 5, names)).toEqual({ ok: false, error: FOLLOW_WORDS.changed });
    expect(admit(move({ nonce: 5, seat: 2 }), s, 8, 5, names).ok).toBe(true);
  });
});

describe('a game’s follow entry', () => {
  it('is the game’s own, in the file of the same name in its folder', () => {
    for (const [path, entry] of Object.entries(entries)) expect(path).toBe(`/src/games/${entry.game.slug}/follow.ts`);
    expect(entryOf('sibling-rivalry')?.apply).toBeTypeOf('function');
  });
});
