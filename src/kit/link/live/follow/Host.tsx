import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { KIND, type Message } from '../../codec';
import { readCode, type Via } from '../../read';
import { Scanner } from '../../ui/Scanner';
import { ShowCode } from '../../ui/ShowCode';
import { LINKING } from '../linking-words';
import { slugOf } from './games';
import { broadcast, changed, hostFor, received, watch, type Session } from './host';
import { offer, type Wire } from './wire';
import { FOLLOW_WORDS } from './words';

/**
 * "Follow on another phone" on the playing phone: a dialog over the game (which goes on
 * underneath) showing the follow code for the next phone and scanning its answer; any
 * number of phones, one after another. Closed, the phones linked go on following.
 */

interface Pending {
  id: number;
  code: string;
  take: (m: Message) => Promise<string | null>;
}

/** The follow code as an address: a phone's own camera app opens the follow page on it. */
const addressOf = (code: string): string => new URL(location.pathname.replace(/games\/[^/]+\/play\/?$/, 'follow/') + '#' + encodeURIComponent(code), location.href).href;

function HostDialog({ s, onClose }: { s: Session; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<Pending>();
  // The phone whose answer was scanned: "Linking…" until it links and the next phone's code comes.
  const [scanned, setScanned] = useState(0);
  const [error, setError] = useState<string>();
  const [, redraw] = useState(0);
  const up = [...s.wires.values()].filter((w) => w.state === 'up').length;
  const linking = pending !== undefined && scanned === pending.id;
  // The phone whose code is on show: once it links (or gives up), the next phone's code comes.
  const showing = useRef(0);
  const open = useRef(true);

  const next = () => {
    setPending(undefined);
    if (!open.current) return;
    const id = s.wires.size + 1;
    showing.current = id;
    offer(s.table, id, {
      onState: (w: Wire) => {
        if (w.state !== 'linking' && w.id === showing.current) next();
        changed(s);
        if (w.state === 'up') broadcast(w);
      },
      onMessage: received,
    }).then(
      ({ code, wire, take }) => {
        s.wires.set(id, wire);
        setPending({ id, code, take });
      },
      () => setError(LINKING.noRtc),
    );
  };

  useEffect(() => {
    dialog.current?.showModal();
    const off = watch(s, () => redraw((n) => n + 1));
    if (typeof RTCPeerConnection !== 'function') setError(LINKING.noRtc);
    else next();
    return () => {
      off();
      open.current = false;
    };
  }, []);

  const answered = async (text: string, via: Via): Promise<string | null> => {
    const m = readCode(text, via, { table: s.table, kinds: [KIND.linkAnswer], wrongKind: () => LINKING.wrongKind });
    if (!m.ok) return m.error;
    const refused = await pending!.take(m.value);
    if (refused === null) setScanned(pending!.id);
    return refused;
  };

  return (
    <dialog
      ref={dialog}
      aria-label={FOLLOW_WORDS.title}
      onCancel={(e) => (e.preventDefault(), onClose())}
      style={{ width: 'min(100% - 1rem, 44rem)', maxWidth: 'none', maxHeight: 'calc(100% - 1rem)', padding: '0.75rem', border: '2px solid var(--accent)', borderRadius: 'var(--radius)', background: 'var(--surface)', color: 'var(--text)' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-start' }}>
        <div class="stack" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <h2 style={{ margin: 0, fontSize: '1.2rem' }}>{FOLLOW_WORDS.title}</h2>
          <p role="status" style={{ margin: 0, fontWeight: 700 }}>
            {FOLLOW_WORDS.following(up)}
          </p>
          {pending && !linking && <ShowCode text={addressOf(pending.code)} label={up ? `${FOLLOW_WORDS.nextPhone} ${FOLLOW_WORDS.showThis}` : FOLLOW_WORDS.showThis} size="small" />}
        </div>
        <div class="stack" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <p style={{ margin: 0 }}>{FOLLOW_WORDS.needs}</p>
          {linking ? (
            <p role="status" aria-busy="true" style={{ margin: 0 }}>
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
          <button type="button" class="btn primary" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}

let box: HTMLElement | null = null;

/** Opens the dialog on a play page (kit ui/afterTouch.tsx, at `#follow`); the address's hash is cleared so the link works again. */
export async function openFollow(): Promise<void> {
  history.replaceState(null, '', location.pathname + location.search);
  const slug = slugOf(location.pathname);
  // One dialog: the tap's hash change and the code's first look at the hash may both ask.
  if (!slug || box) return;
  box = document.body.appendChild(document.createElement('div'));
  const s = await hostFor(slug);
  const close = () => {
    render(null, box!);
    box!.remove();
    box = null;
    // Back to the control that opened it, as a dialog does, with the game's step on screen again.
    document.querySelector<HTMLElement>('a[href="#follow"]')?.focus({ preventScroll: true });
    document.querySelector('.helper')?.scrollIntoView({ block: 'start' });
  };
  render(<HostDialog s={s} onClose={close} />, box);
}
