import { encode, KIND, toQrText, type Message, type TableCode } from '../codec';
import { randomBytes } from '../crypto';
import { fail, ok, type Result } from '../../result';
import { forget, linkOf, received, setLink } from './bus';
import { fromSdp, linkMessage, readLink, toSdp } from './sdp';
import { LINKING } from './linking-words';

/**
 * The WebRTC data channel between two phones on one Wi-Fi (or a phone's hotspot), set up
 * with one QR each way: no STUN, no TURN (`iceServers: []`), so host candidates only and
 * no request leaves the room. The channel is negotiated (id 0 on both sides): nothing
 * waits for an `ondatachannel`. Candidates are gathered before the code is shown (no
 * trickle: there is no second message to carry them).
 *
 * One connection per other phone, by its seat: the table phone offers, each player phone
 * answers (two phones: one link; the Emperor's table: a star). Loaded only when a player
 * taps "Link to …" (LinkPanel.tsx).
 */

/** How long the offering phone waits, once it has scanned the answer, before saying the phones did not link. */
export const LINK_WAIT_MS = 15_000;
/** The answering phone can't tell when its answer is scanned: it waits longer, for a player to scan it. */
export const ANSWER_WAIT_MS = 60_000;
/** Gathering host candidates takes milliseconds; an mDNS name a little more. Past this, use what there is. */
const GATHER_MS = 3_000;

interface Peer {
  pc: RTCPeerConnection;
  name: string;
  attempt: number;
  timer?: ReturnType<typeof setTimeout>;
  over: boolean;
}
const peers = new Map<number, Peer>();

export const canLink = (): boolean => typeof RTCPeerConnection === 'function';

export function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((done) => {
    if (pc.iceGatheringState === 'complete') return done();
    const check = () => pc.iceGatheringState === 'complete' && done();
    pc.addEventListener('icegatheringstatechange', check);
    setTimeout(done, GATHER_MS);
  });
}

function open(seat: number, name: string): Peer {
  close(seat);
  const pc = new RTCPeerConnection({ iceServers: [] });
  const peer: Peer = { pc, name, attempt: randomBytes(1)[0]!, over: false };
  peers.set(seat, peer);
  const dc = pc.createDataChannel('tablemate', { negotiated: true, id: 0, ordered: true });
  const down = () => {
    if (peer.over) return;
    const was = linkOf(seat)?.state;
    peer.over = true;
    clearTimeout(peer.timer);
    pc.close();
    setLink({ seat, name, state: was === 'up' ? 'dropped' : 'failed' });
  };
  dc.onopen = () => {
    if (peer.over) return;
    clearTimeout(peer.timer);
    setLink({ seat, name, state: 'up', send: (text) => dc.readyState === 'open' && dc.send(text) });
  };
  dc.onmessage = (e: MessageEvent) => typeof e.data === 'string' && received(e.data, seat);
  dc.onclose = down;
  // A phone that leaves the Wi-Fi: 'disconnected' within seconds, 'failed' later. Either ends the link: the codes take over.
  pc.onconnectionstatechange = () => ['disconnected', 'failed', 'closed'].includes(pc.connectionState) && down();
  setLink({ seat, name, state: 'linking' });
  return peer;
}

function wait(seat: number, peer: Peer, ms: number) {
  clearTimeout(peer.timer);
  peer.timer = setTimeout(() => linkOf(seat)?.state !== 'up' && (peer.over = true, peer.pc.close(), setLink({ seat, name: peer.name, state: 'failed' })), ms);
}

/** The table phone: an offer for the phone at `seat`, as QR text. */
export async function makeOffer(table: TableCode, seat: number, name: string): Promise<string> {
  const peer = open(seat, name);
  await peer.pc.setLocalDescription(await peer.pc.createOffer());
  await gathered(peer.pc);
  const desc = fromSdp(peer.pc.localDescription!.sdp);
  if (!desc) throw new Error('no usable SDP');
  return toQrText(encode(linkMessage(KIND.linkOffer, table, { seat, attempt: peer.attempt, desc })));
}

/** The table phone scanned the answer from `seat`: the link comes up within 15 s, or the codes take over. */
export async function takeAnswer(seat: number, m: Message): Promise<string | null> {
  const peer = peers.get(seat);
  const code = readLink(m);
  if (!code.ok) return code.error;
  if (!peer || peer.over) return LINKING.earlierTry(peer?.name ?? '');
  if (code.value.seat !== seat) return LINKING.otherSeat(peer.name);
  if (code.value.attempt !== peer.attempt) return LINKING.earlierTry(peer.name);
  try {
    await peer.pc.setRemoteDescription({ type: 'answer', sdp: toSdp(code.value.desc) });
  } catch {
    return LINKING.changed;
  }
  wait(seat, peer, LINK_WAIT_MS);
  return null;
}

/** A player phone (seat `me`) scanned the table phone's offer: its answer, as QR text. */
export async function makeAnswer(table: TableCode, me: number, hub: number, name: string, m: Message): Promise<Result<string>> {
  const code = readLink(m);
  if (!code.ok) return code;
  if (code.value.seat !== me) return fail(LINKING.otherSeat(name));
  const peer = open(hub, name);
  try {
    await peer.pc.setRemoteDescription({ type: 'offer', sdp: toSdp(code.value.desc) });
    await peer.pc.setLocalDescription(await peer.pc.createAnswer());
  } catch {
    close(hub);
    return fail(LINKING.changed);
  }
  await gathered(peer.pc);
  const desc = fromSdp(peer.pc.localDescription!.sdp);
  if (!desc) {
    close(hub);
    return fail(LINKING.noRtc);
  }
  wait(hub, peer, ANSWER_WAIT_MS);
  return ok(toQrText(encode(linkMessage(KIND.linkAnswer, table, { seat: me, attempt: code.value.attempt, desc }))));
}

/** Ends the link to `seat` (a player's "Stop the link", or "Not now" while linking). */
export function stop(seat: number, state: 'stopped' | null = 'stopped'): void {
  const peer = peers.get(seat);
  close(seat);
  if (peer && state) setLink({ seat, name: peer.name, state });
  else forget(seat);
}

function close(seat: number) {
  const peer = peers.get(seat);
  if (!peer) return;
  peer.over = true;
  clearTimeout(peer.timer);
  peer.pc.close();
  peers.delete(seat);
}
