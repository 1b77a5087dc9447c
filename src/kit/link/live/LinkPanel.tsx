import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { KIND, type TableCode } from '../codec';
import { readCode, type Via } from '../read';
import { Scanner } from '../ui/Scanner';
import { ShowCode } from '../ui/ShowCode';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { holding, keepOff, useLinks } from './bus';
import { canLink, makeAnswer, makeOffer, stop, takeAnswer } from './peer';
import { LINKING } from './linking-words';
import { LIVE } from './words';

export interface PanelProps {
  table: TableCode;
  /** This phone's seat. */
  me: number;
  /** The phone to link to: its seat and player. */
  peer: { seat: number; name: string };
  /** This phone's player (said on the other phone's button). */
  myName: string;
  /** The table phone offers; a player phone answers. */
  offering: boolean;
  onClose: () => void;
}

/**
 * Linking two phones: one QR each way, in a modal dialog over the game's step (which stays
 * as it was underneath). The table phone shows its offer and scans the answer; the other
 * phone scans the offer and shows its answer. The dialog closes itself when the link is up
 * or has failed; the words for either are under the step (LiveLink.tsx) and its scanner.
 * Loaded on demand with peer.ts and sdp.ts: never with the mode's first screen.
 */
export default function LinkPanel({ table, me, peer, myName, offering, onClose }: PanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState<string>();
  const [error, setError] = useState<string>();
  const [scanned, setScanned] = useState(false);
  const state = useLinks().find((l) => l.seat === peer.seat)?.state;

  useEffect(() => {
    holding(true);
    dialog.current?.showModal();
    if (!canLink()) setError(LINKING.noRtc);
    else if (offering)
      makeOffer(table, peer.seat, peer.name).then(
        (text) => (keepOff(text), setCode(text)),
        () => setError(LINKING.noRtc),
      );
    return () => holding(false);
  }, []);
  useEffect(() => {
    if (state === 'up' || state === 'failed' || state === 'dropped') onClose();
  }, [state]);

  const notNow = () => {
    if (state !== 'up') stop(peer.seat, null);
    onClose();
  };
  const read = (text: string, via: Via, kind: number) => readCode(text, via, { table, kinds: [kind], wrongKind: () => LINKING.wrongKind });
  const answerScanned = async (text: string, via: Via): Promise<string | null> => {
    const m = read(text, via, KIND.linkAnswer);
    if (!m.ok) return m.error;
    const refused = await takeAnswer(peer.seat, m.value);
    if (refused === null) setScanned(true);
    return refused;
  };
  const offerScanned = async (text: string, via: Via): Promise<string | null> => {
    const m = read(text, via, KIND.linkOffer);
    if (!m.ok) return m.error;
    const answer = await makeAnswer(table, me, peer.seat, peer.name, m.value);
    if (!answer.ok) return answer.error;
    keepOff(answer.value);
    setCode(answer.value);
    return null;
  };

  const title = `Link to ${peer.name}’s phone`;
  const tapThere = `On ${peer.name}’s phone: tap “${LIVE.start(myName)}”`;
  // Two columns when the phone is sideways (the code, then what to do next), one above the other upright.
  let picture: ComponentChildren = null;
  let next: ComponentChildren = null;
  if (error) next = null;
  else if (offering && !code) next = <p aria-busy="true">Making this phone’s link code…</p>;
  else if (offering && scanned) next = <p role="status" aria-busy="true">Linking to {peer.name}’s phone…</p>;
  else if (offering) {
    picture = <ShowCode text={code!} label={`${peer.name}’s phone scans this link code`} />;
    next = (
      <>
        <p style={{ margin: 0 }}>{tapThere}, scan this, then scan the code it shows.</p>
        <Scanner label={`Scan ${peer.name}’s link code`} onCode={answerScanned} />
      </>
    );
  } else if (!code)
    next = (
      <>
        <p style={{ margin: 0 }}>{tapThere}, then scan its code here.</p>
        <Scanner label={`Scan ${peer.name}’s link code`} onCode={offerScanned} />
      </>
    );
  else {
    picture = <ShowCode text={code} label={`${peer.name}’s phone scans this link code`} />;
    next = (
      <p role="status" aria-busy="true" style={{ margin: 0 }}>
        The phones link as soon as {peer.name}’s phone has scanned it.
      </p>
    );
  }
  const column = { flex: '1 1 16rem', minWidth: 0 };

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onCancel={(e) => (e.preventDefault(), notNow())}
      style={{ width: 'min(100% - 1rem, 44rem)', maxWidth: 'none', maxHeight: 'calc(100% - 1rem)', padding: '0.75rem', border: '2px solid var(--accent)', borderRadius: 'var(--radius)', background: 'var(--surface)', color: 'var(--text)' }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-start' }}>
        <div class="stack" style={column}>
          <h2 style={{ margin: 0, fontSize: '1.2rem' }}>{title}</h2>
          <p style={{ margin: 0 }}>{LINKING.needs}</p>
          {picture}
        </div>
        <div class="stack" style={column}>
          {next}
          <ErrorMessage error={error} />
          <button type="button" class="btn" onClick={notNow}>
            Not now
          </button>
        </div>
      </div>
    </dialog>
  );
}
