import { h, type ComponentType } from 'preact';
import { render } from 'preact-render-to-string';
import * as v from 'valibot';
import { expect } from 'vitest';
import { PUBLIC } from '~/kit/game';
import { followedStore, type FollowMoves, type PublicProps } from '~/kit/link/live/follow/games';
import { checkView, readFollow, viewMessage } from '~/kit/link/live/follow/message';
import { seededRng } from '~/kit/seeded';
import { storeCases } from '../../stores/stores';

/*
 * What a phone following a game receives, at every step of random games: the message the
 * playing phone sends (host.ts `broadcast` builds it with `viewMessage`), read and checked
 * as the follower reads it (Follower.tsx: `readFollow`, then `checkView` against the
 * game's own save checks), and the game's public screen drawn from it.
 */

const TABLE = 0x2345678;

export interface Followed<S> {
  /** The playing phone's state. */
  state: S;
  /** The view the follower took, after its checks. */
  view: S;
  /** The message as it went over the link. */
  text: string;
  /** The follower's public screen, as HTML. */
  html: string;
}

/** Every step of `games` random games of the followed game, each as the following phone got and drew it. */
export async function followedSteps<S>(follow: FollowMoves<S>, Screen: ComponentType<PublicProps<S>>, games = 8, steps = 80): Promise<Followed<S>[]> {
  const spec = followedStore(follow, null);
  const store = (await storeCases()).find((c) => c.spec === spec);
  if (!store) throw new Error(`no random player for ${spec.key}`);
  const valid = (x: unknown): x is S => v.safeParse(spec.schema, x).success;
  const out: Followed<S>[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const rng = seededRng(seed * 7919);
    let state = spec.initial();
    for (let n = 1; n <= steps; n++) {
      const text = viewMessage(follow.game, TABLE, n, state);
      const read = readFollow(text, TABLE);
      if (!read.ok || read.value.kind !== 'view') throw new Error(`${spec.key}: the follower refused step ${n}`);
      const checked = checkView(read.value, follow.game.slug, valid, (x) => spec.check?.(x) ?? null);
      if (!checked.ok) throw new Error(`${spec.key}: the follower refused step ${n}: ${checked.error}`);
      // What reaches the follower is the public view, whole, and nothing else.
      expect(checked.value).toEqual(JSON.parse(JSON.stringify(follow.game.view(state, PUBLIC))));
      const html = render(h(Screen, { view: checked.value, act: null }));
      out.push({ state, view: checked.value, text, html });
      const next = store.step(state, rng) as S | null;
      if (next === null) break;
      state = next;
    }
  }
  return out;
}
