import { encode, KIND, toQrText, type Message, type TableCode } from '../../codec';
import { randomBytes } from '../../crypto';
import { fail, ok, type Result } from '../../../result';
import { gathered } from '../peer';
import { fromSdp, linkMessage, readLink, toSdp } from '../sdp';
import { LINKING } from '../linking-words';

/**
 * The data channels of following: the playing phone offers one to each following phone,
 * set up with one QR each way as the live link's (peer.ts, sdp.ts: host candidates only,
 * no STUN or TURN, nothing leaves the room). Kept apart from the live link's bus: a
 * following phone is sent only follow messages, never a game's codes.
 */

export type WireState = 'linking' | 'up' | 'dropped' | 'failed';

export interface Wire {
  /** The following phone's number on the playing phone (its link's `seat`). */
  id: number;
  state: WireState;
  send: (text: string) => void;
  close: () => void;
}

interface Events {
  onState: (w: Wire) => void;
  onMessage: (w: Wire, text: string) => void;
}

/** How long an offer or an answer waits for the other half before the link is given up. */
const WAIT_MS = 60_000;

function channel(id: number, ev: Events): { pc: RTCPeerConnection; wire: Wire } {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const dc = pc.createDataChannel('tablemate-follow', { negotiated: true, id: 0, ordered: true });
  const wire: Wire = {
    id,
    state: 'linking',
    send: (text) => void (dc.readyState === 'open' && dc.send(text)),
    close: () => pc.close(),
  };
  const set = (state: WireState) => {
    if (wire.state === state || wire.state === 'dropped' || wire.state === 'failed') return;
    wire.state = state;
    ev.onState(wire);
  };
  const timer = setTimeout(() => wire.state === 'linking' && (set('failed'), pc.close()), WAIT_MS);
  const down = () => (clearTimeout(timer), set(wire.state === 'up' ? 'dropped' : 'failed'), pc.close());
  dc.onopen = () => (clearTimeout(timer), set('up'));
  dc.onmessage = (e: MessageEvent) => typeof e.data === 'string' && ev.onMessage(wire, e.data);
  dc.onclose = down;
  pc.onconnectionstatechange = () => ['disconnected', 'failed'].includes(pc.connectionState) && down();
  return { pc, wire };
}

async function described(pc: RTCPeerConnection) {
  await gathered(pc);
  const desc = fromSdp(pc.localDescription!.sdp);
  if (!desc) throw new Error('no usable SDP');
  return desc;
}

/** The playing phone: an offer for the following phone numbered `id`, and what takes its answer. */
export async function offer(table: TableCode, id: number, ev: Events): Promise<{ code: string; wire: Wire; take: (m: Message) => Promise<string | null> }> {
  const { pc, wire } = channel(id, ev);
  const attempt = randomBytes(1)[0]!;
  await pc.setLocalDescription(await pc.createOffer());
  const code = toQrText(encode(linkMessage(KIND.linkOffer, table, { seat: id, attempt, desc: await described(pc) })));
  const take = async (m: Message): Promise<string | null> => {
    const a = readLink(m);
    if (!a.ok) return a.error;
    if (a.value.seat !== id || a.value.attempt !== attempt) return LINKING.earlierTry('the playing');
    try {
      await pc.setRemoteDescription({ type: 'answer', sdp: toSdp(a.value.desc) });
    } catch {
      return LINKING.changed;
    }
    return null;
  };
  return { code, wire, take };
}

/** A following phone scanned the playing phone's offer: its answer as QR text, and its wire. */
export async function answer(m: Message, ev: Events): Promise<Result<{ code: string; wire: Wire }>> {
  const o = readLink(m);
  if (!o.ok) return o;
  const { pc, wire } = channel(o.value.seat, ev);
  try {
    await pc.setRemoteDescription({ type: 'offer', sdp: toSdp(o.value.desc) });
    await pc.setLocalDescription(await pc.createAnswer());
    const desc = await described(pc);
    return ok({ code: toQrText(encode(linkMessage(KIND.linkAnswer, m.table, { seat: o.value.seat, attempt: o.value.attempt, desc }))), wire });
  } catch {
    pc.close();
    return fail(LINKING.changed);
  }
}
