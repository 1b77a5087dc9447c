import { useEffect, useRef, useState } from 'preact/hooks';
import { KIND, type Message } from '../../codec';
import { readCode, type Via } from '../../read';
import { Scanner } from '../../ui/Scanner';
import { ShowCode } from '../../ui/ShowCode';
import { LINKING } from '../linking-words';
import type { FollowMoves } from './games';
import { broadcast, changed, hostFor, received, watch, type Session } from './host';
import { offer, type Wire } from './wire';
import { FOLLOW_WORDS } from './words';

/**
 * "Follow on another phone" on the playing phone. The play page's link opens the game's
 * follow page in a frame of its own over the game (`#host`); this is what the frame shows:
 * the follow code for the next phone and a scanner for its answer, any number of phones one
 * after another. Done hides the frame, which goes on running: the phones linked go on
 * following, and the link opens it again as it was.
 */

interface Pending {
  id: number;
  code: string;
  take: (m: Message) => Promise<string | null>;
}

/** The follow code as an address: a phone's own camera app opens this game's follow page on it. */
const addressOf = (code: string): string => new URL(location.pathname + '#' + encodeURIComponent(code), location.href).href;

/** The frame this page runs in on the play page, when it does (same site only). */
export function hostFrame(): HTMLIFrameElement | null {
  try {
    const frame = window.parent !== window ? window.frameElement : null;
    return frame?.localName === 'iframe' ? (frame as HTMLIFrameElement) : null;
  } catch {
    return null;
  }
}

/**
 * A follower's move on the play page (a roll on a player's own phone): once its helper has
 * drawn it (the storage event it hears), its step's heading goes to the top of the screen,
 * with the roll and what comes next under it, as after a tap on the playing phone itself.
 */
function showMove(doc: Document): void {
  const helper = doc.querySelector('.helper');
  if (!helper) return;
  const seen = new MutationObserver(() => {
    seen.disconnect();
    requestAnimationFrame(() => [...doc.querySelectorAll<HTMLElement>('.step .step-head h3')].at(-1)?.scrollIntoView({ block: 'start', behavior: 'instant' }));
  });
  seen.observe(helper, { childList: true, subtree: true, characterData: true });
  setTimeout(() => seen.disconnect(), 2000);
}

export default function Host({ follow }: { follow: FollowMoves<unknown> }) {
  const s = useRef<Session>(hostFor(follow)).current;
  const frame = hostFrame()!;
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(location.hash === '#host');
  const [pending, setPending] = useState<Pending>();
  // The phone whose answer was scanned: "Linking…" until it links and the next phone's code comes.
  const [scanned, setScanned] = useState(0);
  const [error, setError] = useState<string>();
  const [, redraw] = useState(0);
  const up = [...s.wires.values()].filter((w) => w.state === 'up').length;
  const linking = pending !== undefined && scanned === pending.id;
  // The phone whose code is on show: once it links (or gives up), the next phone's code comes.
  const showing = useRef(0);

  const next = () => {
    setPending(undefined);
    const id = s.wires.size + 1;
    showing.current = id;
    offer(s.table, id, {
      onState: (w: Wire) => {
        if (w.state !== 'linking' && w.id === showing.current) next();
        changed(s);
        if (w.state === 'up') broadcast(w);
      },
      onMessage: (w, text) => received(w, text) && showMove(frame.ownerDocument),
    }).then(
      ({ code, wire, take }) => {
        s.wires.set(id, wire);
        setPending({ id, code, take });
      },
      () => setError(LINKING.noRtc),
    );
  };

  useEffect(() => {
    const off = watch(s, () => redraw((n) => n + 1));
    if (typeof RTCPeerConnection !== 'function') setError(LINKING.noRtc);
    else next();
    // The play page's link again (`#host`), or its Back (the address without it).
    const onHash = () => setOpen(location.hash === '#host');
    addEventListener('hashchange', onHash);
    return () => {
      off();
      removeEventListener('hashchange', onHash);
    };
  }, []);

  // Over the game while open, the game behind it out of reach; hidden, and the game back, when closed.
  useEffect(() => {
    const game = frame.ownerDocument.querySelector<HTMLElement>('.play');
    frame.hidden = !open;
    game?.toggleAttribute('inert', open);
    if (open) {
      if (!dialog.current?.open) dialog.current?.showModal();
      frame.focus();
    } else {
      dialog.current?.close();
      const link = frame.ownerDocument.querySelector<HTMLElement>(`a[target="${frame.name}"]`);
      link?.focus({ preventScroll: true });
      frame.ownerDocument.querySelector('.helper')?.scrollIntoView({ block: 'start' });
    }
  }, [open]);

  const close = () => {
    // Without the hash, the link's `#host` opens the frame again (a change the page hears).
    history.replaceState(null, '', location.pathname);
    setOpen(false);
  };

  const answered = async (text: string, via: Via): Promise<string | null> => {
    const m = readCode(text, via, { table: s.table, kinds: [KIND.linkAnswer], wrongKind: () => LINKING.wrongKind });
    if (!m.ok) return m.error;
    const refused = await pending!.take(m.value);
    if (refused === null) setScanned(pending!.id);
    return refused;
  };

  return (
    <dialog ref={dialog} class="follow-host" aria-label={FOLLOW_WORDS.title} onCancel={(e) => (e.preventDefault(), close())}>
      <div class="follow-host-body">
        <div class="stack">
          <h2>{FOLLOW_WORDS.title}</h2>
          <p role="status" class="follow-count">
            {FOLLOW_WORDS.following(up)}
          </p>
          {pending && !linking && <ShowCode text={addressOf(pending.code)} label={up ? `${FOLLOW_WORDS.nextPhone} ${FOLLOW_WORDS.showThis}` : FOLLOW_WORDS.showThis} size="large" />}
        </div>
        <div class="stack">
          <p>{FOLLOW_WORDS.needs}</p>
          {linking ? (
            <p role="status" aria-busy="true">
              {FOLLOW_WORDS.linking}
            </p>
          ) : (
            pending && <Scanner label={FOLLOW_WORDS.scanAnswer} onCode={answered} />
          )}
          {error && (
            <p class="message error" role="alert">
              {error}
            </p>
          )}
          <button type="button" class="btn primary" onClick={close}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}
