import { KIND, MAX_BYTES, HEADER, Reader, Writer, type Message, type TableCode } from '../codec';
import { fail, type Result } from '../../result';
import { LINKING } from './linking-words';

/**
 * A WebRTC session description cut to what two phones on one Wi-Fi need, in one QR frame:
 * the ICE username fragment and password, the DTLS certificate's SHA-256 fingerprint, the
 * DTLS role, the data channel's media id, and the host candidates (address, port, UDP or
 * TCP). No STUN or TURN: host candidates only. Everything else in Chromium's SDP
 * (session id, extmap, msid, sctp-port 5000, max-message-size) is the same for every data
 * channel, so `toSdp` writes it back as a constant and the other browser accepts it.
 *
 * Payload (inside the kit's message: version · kind · table · round · … · CRC):
 *   seat (1) · try (1) · setup (1) · mid (text) · ufrag (text) · pwd (text) ·
 *   fingerprint (32) · candidates (1 + each: flags (1) · address (4 | 16) · port (2))
 * An mDNS host name (Chromium hides a phone's address behind `<uuid>.local`) is its 16
 * UUID bytes. About 120 B for two candidates; candidates that would pass 300 B are left out.
 */

export type Setup = 'actpass' | 'active' | 'passive';
const SETUPS: readonly Setup[] = ['actpass', 'active', 'passive'];
const TCP_TYPES = ['active', 'passive', 'so'] as const;

export interface Candidate {
  /** An IPv4 or IPv6 address, or an mDNS name `<uuid>.local`. */
  address: string;
  port: number;
  protocol: 'udp' | 'tcp';
  tcpType?: (typeof TCP_TYPES)[number];
}

export interface LinkDesc {
  ufrag: string;
  pwd: string;
  /** The DTLS certificate's SHA-256 fingerprint, 32 bytes. */
  fingerprint: Uint8Array;
  setup: Setup;
  mid: string;
  candidates: Candidate[];
}

/** What a link code carries besides the description: which seat it links, and which try it belongs to. */
export interface LinkCode {
  /** The seat of the phone that answers (the table phone's offer names whom it is for). */
  seat: number;
  /** A random byte per try: an answer to an earlier offer is refused in words. */
  attempt: number;
  desc: LinkDesc;
}

/** The parts of an SDP that matter (see above); null when it lacks one (no fingerprint, no ICE credentials). */
export function fromSdp(sdp: string): LinkDesc | null {
  const lines = sdp.split(/\r?\n/);
  const value = (prefix: string) => lines.find((l) => l.startsWith(prefix))?.slice(prefix.length).trim();
  const ufrag = value('a=ice-ufrag:');
  const pwd = value('a=ice-pwd:');
  const fp = value('a=fingerprint:')?.split(' ');
  const setup = value('a=setup:') as Setup | undefined;
  const mid = value('a=mid:') ?? '0';
  if (!ufrag || !pwd || !fp || fp[0]!.toLowerCase() !== 'sha-256' || !fp[1] || !setup || !SETUPS.includes(setup)) return null;
  const fingerprint = Uint8Array.from(fp[1].split(':').map((h) => parseInt(h, 16)));
  if (fingerprint.length !== 32 || fingerprint.some((b) => Number.isNaN(b))) return null;
  const candidates: Candidate[] = [];
  for (const line of lines) {
    if (!line.startsWith('a=candidate:')) continue;
    const c = candidateOf(line.slice('a=candidate:'.length));
    if (c && !candidates.some((x) => x.address === c.address && x.port === c.port && x.protocol === c.protocol)) candidates.push(c);
  }
  return { ufrag, pwd, fingerprint, setup, mid, candidates };
}

/** A candidate line's host address, port and protocol; null for any other type (srflx, relay) or component. */
export function candidateOf(line: string): Candidate | null {
  const f = line.trim().split(/\s+/);
  const [, component, transport, , address, port] = f;
  const typ = f[f.indexOf('typ') + 1];
  const protocol = transport?.toLowerCase();
  if (component !== '1' || typ !== 'host' || (protocol !== 'udp' && protocol !== 'tcp') || !address) return null;
  if (addressBytes(address) === null) return null;
  const n = Number(port);
  if (!Number.isInteger(n) || n < 0 || n > 65535) return null;
  if (protocol === 'udp') return { address, port: n, protocol };
  const tcpType = f[f.indexOf('tcptype') + 1] as Candidate['tcpType'];
  // An active TCP candidate listens on no port (9): nothing the other phone can reach.
  return f.includes('tcptype') && TCP_TYPES.includes(tcpType!) && tcpType !== 'active' ? { address, port: n, protocol, tcpType } : null;
}

/** An SDP the other browser accepts, rebuilt from the parts: a data channel and nothing else. */
export function toSdp(d: LinkDesc): string {
  const fp = [...d.fingerprint].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  const lines = [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    `a=group:BUNDLE ${d.mid}`,
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    // RFC 8445 priorities: host (126), the order the phone listed them in, component 1.
    ...d.candidates.map(
      (c, i) =>
        `a=candidate:${i + 1} 1 ${c.protocol} ${126 * 2 ** 24 + (65535 - i) * 2 ** 8 + 255} ${c.address} ${c.port} typ host${c.tcpType ? ` tcptype ${c.tcpType}` : ''} generation 0`,
    ),
    'a=end-of-candidates',
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${d.setup}`,
    `a=mid:${d.mid}`,
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  return lines.join('\r\n') + '\r\n';
}

/* ------------------------------------------------------------ addresses */

const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const V4 = 0;
const V6 = 1;
const NAME = 2;

/** An address as its kind (IPv4, IPv6, mDNS name) and bytes; null for anything else (a host name we can't carry). */
export function addressBytes(address: string): { kind: number; bytes: Uint8Array } | null {
  const m = MDNS.exec(address);
  if (m) return { kind: NAME, bytes: hex(m.slice(1).join('')) };
  const v4 = address.split('.');
  if (v4.length === 4 && v4.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) return { kind: V4, bytes: Uint8Array.from(v4.map(Number)) };
  if (!address.includes(':')) return null;
  const [head, tail, ...more] = address.split('::');
  if (more.length) return null;
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = groups(tail);
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  const all = [...h, ...Array<string>(Math.max(fill, 0)).fill('0'), ...t];
  if (all.length !== 8 || fill < 0 || !all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return { kind: V6, bytes: Uint8Array.from(all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff])) };
}

function addressText(kind: number, b: Uint8Array): string {
  if (kind === V4) return [...b].join('.');
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  if (kind === NAME) return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
  // RFC 5952: the longest run of two or more zero groups as '::'.
  const full = (h.match(/.{4}/g) ?? []).map((g) => g.replace(/^0+(?=.)/, '')).join(':');
  const runs = full.match(/(^|:)0(:0)+(:|$)/g) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest ? full.replace(longest, '::') : full;
}

const hex = (s: string) => Uint8Array.from(s.match(/../g)!.map((x) => parseInt(x, 16)));

/* ------------------------------------------------------------ messages */

const CHECK = 4;

/** An offer (the table phone) or an answer (the other phone) as a kit message, within one QR frame. */
export function linkMessage(kind: typeof KIND.linkOffer | typeof KIND.linkAnswer, table: TableCode, code: LinkCode): Message {
  const d = code.desc;
  const w = new Writer().byte(code.seat).byte(code.attempt).byte(SETUPS.indexOf(d.setup)).text(d.mid).text(d.ufrag).text(d.pwd).bytes(d.fingerprint);
  const fixed = HEADER + w.done().length + 1 + CHECK;
  const kept: [number, Uint8Array, number][] = [];
  let size = fixed;
  // UDP first (what phones on one Wi-Fi use), in the phone's order; what would pass one frame is left out.
  for (const c of [...d.candidates].sort((a, b) => Number(a.protocol === 'tcp') - Number(b.protocol === 'tcp'))) {
    const a = addressBytes(c.address)!;
    const flags = a.kind | (c.protocol === 'tcp' ? 4 | (TCP_TYPES.indexOf(c.tcpType!) << 3) : 0);
    if (size + 3 + a.bytes.length > MAX_BYTES || kept.length === 255) continue;
    size += 3 + a.bytes.length;
    kept.push([flags, a.bytes, c.port]);
  }
  w.byte(kept.length);
  for (const [flags, bytes, port] of kept) w.byte(flags).bytes(bytes).byte(port >> 8).byte(port & 0xff);
  return { kind, table, round: 0, payload: w.done() };
}

/** A link message's payload back to its seat, try and description; a changed or foreign one is refused in words. */
export function readLink(m: Message): Result<LinkCode> {
  const r = new Reader(m.payload);
  const seat = r.byte();
  const attempt = r.byte();
  const setup = SETUPS[r.byte()];
  const mid = r.text();
  const ufrag = r.text();
  const pwd = r.text();
  const fingerprint = r.bytes(32);
  const n = r.byte();
  const candidates: Candidate[] = [];
  for (let i = 0; i < n && r.ok; i++) {
    const flags = r.byte();
    const kind = flags & 3;
    if (kind > NAME) return fail(LINKING.changed);
    const address = addressText(kind, r.bytes(kind === V4 ? 4 : 16));
    const port = (r.byte() << 8) | r.byte();
    const tcp = (flags & 4) !== 0;
    const tcpType = TCP_TYPES[(flags >> 3) & 3];
    if (tcp && !tcpType) return fail(LINKING.changed);
    candidates.push(tcp ? { address, port, protocol: 'tcp', tcpType } : { address, port, protocol: 'udp' });
  }
  // ICE characters only: a changed byte must not write another line into the SDP.
  const ice = /^[A-Za-z0-9+/]+$/;
  if (!setup || !ice.test(ufrag) || !ice.test(pwd) || !/^[A-Za-z0-9_-]{1,16}$/.test(mid)) return fail(LINKING.changed);
  return r.end({ seat, attempt, desc: { ufrag, pwd, fingerprint, setup, mid, candidates } });
}
