import { useEffect, useRef, useState } from 'preact/hooks';
import { safeParse } from 'valibot';
import { KIND } from '../../codec';
import { readCode, type Via } from '../../read';
import { Scanner } from '../../ui/Scanner';
import { ShowCode } from '../../ui/ShowCode';
import { LINKING } from '../linking-words';
import { checkView, moveMessage, readFollow } from './message';
import { followedStore, followOf, slugOf, type FollowIsland } from './games';
import type { Wire } from './wire';
import { FOLLOW_WORDS, KEPT } from './words';

/**
 * The follow page (/follow/) on a following phone: a phone that scanned the playing phone's
 * follow code shows the game's public view live, with the game's own public screen
 * (islands/Public.tsx) or its Resume line, and makes no move but those the game lets a
 * player make on their own phone. The last view is kept for this tab only (sessionStorage),
 * so a reload still shows the table and says in words how to link again: the link itself
 * ends with the page.
 */

interface Shown {
  slug: string;
  view: unknown;
  summary: string | null;
}

const keep = (s: Shown) => {
  try {
    sessionStorage.setItem(KEPT, JSON.stringify(s));
  } catch {
    // A phone that keeps nothing shows the table until it reloads.
  }
};
function kept(): Shown | null {
  try {
    const s = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null');
    return s && typeof s.slug === 'string' ? s : null;
  } catch {
    return null;
  }
}

/** The code in a scanned follow address (`…/follow/#<code>`), or the code itself. */
const codeIn = (text: string): string => (text.includes('#') ? decodeURIComponent(text.slice(text.indexOf('#') + 1)) : text);

type Stage = { at: 'scan'; said?: string } | { at: 'answer'; code: string } | { at: 'live' };

export function Follower() {
  const [stage, setStage] = useState<Stage>({ at: 'scan' });
  const [shown, setShown] = useState<Shown | null>(null);
  const [island, setIsland] = useState<FollowIsland<unknown> | null>(null);
  const Screen = island?.Screen;
  const [refused, setRefused] = useState<string>();
  const wire = useRef<{ w: Wire; table: number; n: number } | null>(null);

  useEffect(() => {
    const before = kept();
    if (before) {
      setShown(before);
      setStage({ at: 'scan', said: FOLLOW_WORDS.reloaded });
      void followOf(before.slug).then(setIsland);
    }
    if (location.hash.length > 1 && location.hash !== '#host') {
      const code = codeIn(location.hash);
      history.replaceState(null, '', location.pathname);
      void scanned(code, 'scan').then((e) => e && setStage({ at: 'scan', said: e }));
    }
  }, []);

  const onMessage = async (text: string) => {
    const link = wire.current!;
    const m = readFollow(text, link.table);
    if (!m.ok) return;
    if (m.value.kind === 'refused') return setRefused(m.value.words);
    if (m.value.kind !== 'view' || m.value.n < link.n) return;
    const followed = await followOf(m.value.game);
    if (!followed) return setRefused(FOLLOW_WORDS.otherGame);
    const { follow } = followed;
    const spec = followedStore(follow, null);
    const checked = checkView(m.value, follow.game.slug, (x): x is unknown => safeParse(spec.schema, x).success, (x) => spec.check?.(x) ?? null);
    if (!checked.ok) return setRefused(checked.error);
    link.n = m.value.n;
    const next: Shown = { slug: follow.game.slug, view: checked.value, summary: follow.game.summary(checked.value) };
    keep(next);
    setRefused(undefined);
    setIsland(followed);
    setShown(next);
    // The table as it is now: the turn's heading at the top, what just happened under it
    // (a phone sideways has room for little else).
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#follow h2')?.scrollIntoView({ block: 'start', behavior: 'instant' }));
  };

  async function scanned(text: string, via: Via): Promise<string | null> {
    const m = readCode(via === 'scan' ? codeIn(text) : text, via, { kinds: [KIND.linkOffer], wrongKind: () => LINKING.wrongKind });
    if (!m.ok) return m.error;
    const { answer } = await import('./wire');
    const a = await answer(m.value, {
      onState: (w) => {
        if (w.state === 'up') setStage({ at: 'live' });
        else if (w.state !== 'linking') setStage({ at: 'scan', said: FOLLOW_WORDS.dropped });
      },
      onMessage: (_w, text) => void onMessage(text),
    });
    if (!a.ok) return a.error;
    wire.current = { w: a.value.wire, table: m.value.table, n: 0 };
    setStage({ at: 'answer', code: a.value.code });
    return null;
  }

  const act =
    stage.at === 'live'
      ? (seat: number, name: string, args: Record<string, unknown>) => {
          const link = wire.current!;
          setRefused(undefined);
          link.w.send(moveMessage({ table: link.table, n: link.n, seat, name, args, nonce: crypto.getRandomValues(new Uint32Array(1))[0]! }));
        }
      : null;

  return (
    <div class="stack">
      {stage.at === 'scan' && (
        <>
          {stage.said && (
            <p class="message notice" role="status">
              {stage.said}
            </p>
          )}
          <p>{FOLLOW_WORDS.hostSteps}</p>
          <Scanner label={FOLLOW_WORDS.scanHost} onCode={scanned} />
        </>
      )}
      {stage.at === 'answer' && <ShowCode text={stage.code} label={FOLLOW_WORDS.answer} size="large" />}
      {/* Once the table is drawn, its own heading says where the game is: the line is for screen readers only. */}
      {stage.at === 'live' && (
        <p role="status" class={shown ? 'visually-hidden' : 'follow-live'}>
          {shown ? FOLLOW_WORDS.live : FOLLOW_WORDS.waiting}
        </p>
      )}
      {shown && (Screen ? <Screen view={shown.view} act={act} refused={refused} /> : shown.summary && <p class="follow-summary">{shown.summary}</p>)}
      {!Screen && refused && (
        <p class="message error" role="alert">
          {refused}
        </p>
      )}
    </div>
  );
}

/**
 * The follow page: in a frame of a play page (`#host`, "Follow on another phone") it is that
 * game's playing phone (Host.tsx, loaded only there); anywhere else, a phone following a game.
 */
export function FollowPage() {
  const [host, setHost] = useState<{ Host: typeof import('./Host').default; island: FollowIsland<unknown> } | null>(null);
  const [framed, setFramed] = useState<boolean | null>(null);
  useEffect(() => {
    const slug = location.hash === '#host' && window.parent !== window ? parentSlug() : null;
    setFramed(slug !== null);
    if (slug)
      void Promise.all([import('./Host'), followOf(slug)]).then(([m, island]) => (m.hostFrame() && island ? setHost({ Host: m.default, island }) : setFramed(false)));
  }, []);
  if (framed === null) return <p>Loading… (following a game needs JavaScript turned on).</p>;
  if (framed) return host ? <host.Host follow={host.island.follow} /> : null;
  return <Follower />;
}

/** The game of the play page this page is framed in (this site's only). */
function parentSlug(): string | null {
  try {
    return slugOf(window.parent.location.pathname);
  } catch {
    return null;
  }
}
