import { describe, expect, it } from 'vitest';
import { decode, encode, fromQrText, KIND, MAX_BYTES, toQrText } from '../../../../src/kit/link/codec';
import { addressBytes, candidateOf, fromSdp, linkMessage, readLink, toSdp, type LinkDesc } from '../../../../src/kit/link/live/sdp';
import { LINKING } from '../../../../src/kit/link/live/linking-words';
import fixtures from './chromium-sdp.json';

/*
 * SDPs Chromium produced for a data channel with iceServers: [] (two contexts of one
 * browser; `mdns`: host addresses hidden as <uuid>.local, as on a phone; `ip`: with
 * --disable-features=WebRtcHideLocalIpsWithMdns). Captured by the e2e set-up's script.
 */
const TABLE = 0x2345678;
const sdps = Object.entries(fixtures).flatMap(([name, f]) => [
  [`${name} offer`, f.offer],
  [`${name} answer`, f.answer],
]) as [string, string][];

const essentials = (d: LinkDesc) => ({ ...d, fingerprint: [...d.fingerprint] });

describe('live link: a Chromium SDP in one QR frame and back', () => {
  it.each(sdps)('%s: compressed to ≤ 300 B, and the rebuilt SDP keeps every part that matters', (_, sdp) => {
    const desc = fromSdp(sdp)!;
    expect(desc).not.toBeNull();
    expect(desc.candidates.length).toBeGreaterThan(0);
    const kind = desc.setup === 'actpass' ? KIND.linkOffer : KIND.linkAnswer;
    const bytes = encode(linkMessage(kind, TABLE, { seat: 1, attempt: 77, desc }));
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(bytes.length).toBeLessThan(160);
    // Through the QR text a scanner reads, and the kit's checks.
    const text = toQrText(bytes);
    const read = fromQrText(text);
    if (!read.ok) throw new Error(read.error);
    const m = decode(read.value, { table: TABLE, kinds: [kind] });
    if (!m.ok) throw new Error(m.error);
    const back = readLink(m.value);
    expect(back.ok && back.value.seat).toBe(1);
    expect(back.ok && back.value.attempt).toBe(77);
    const rebuilt = toSdp(back.ok ? back.value.desc : desc);
    // What the other browser reads from the rebuilt SDP is what the first one said.
    expect(essentials(fromSdp(rebuilt)!)).toEqual(essentials(desc));
    for (const line of sdp.split('\r\n').filter((l) => /^a=(ice-ufrag|ice-pwd|fingerprint|setup|mid|sctp-port|max-message-size):/.test(l))) expect(rebuilt).toContain(line + '\r\n');
    for (const c of desc.candidates) expect(rebuilt).toMatch(new RegExp(`^a=candidate:\\d+ 1 udp \\d+ ${c.address.replace(/\./g, '\\.')} ${c.port} typ host`, 'm'));
    expect(rebuilt).toMatch(/^m=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r$/m);
  });

  it('carries an mDNS name as its 16 bytes, IPv4 in 4, IPv6 in 16, and writes them back the same', () => {
    for (const [address, n] of [
      ['12083d0c-559d-4ea7-b388-743d8fdf89eb.local', 16],
      ['192.168.1.23', 4],
      ['fd00::2', 16],
      ['fe80:0:0:0:fc:ff:fe00:1', 16],
    ] as const) {
      expect(addressBytes(address)?.bytes.length).toBe(n);
      const desc = { ...fromSdp(fixtures.ip.offer)!, candidates: [{ address, port: 4242, protocol: 'udp' as const }] };
      const back = readLink(linkMessage(KIND.linkOffer, TABLE, { seat: 1, attempt: 0, desc }));
      const got = back.ok ? back.value.desc.candidates[0]!.address : '';
      expect(addressBytes(got)).toEqual(addressBytes(address));
    }
  });

  it('keeps host candidates only (no server reflexive or relay, no second component, no active TCP), and passive TCP with its type', () => {
    expect(candidateOf('1 1 udp 2113937151 192.168.1.2 5000 typ host generation 0')).toEqual({ address: '192.168.1.2', port: 5000, protocol: 'udp' });
    expect(candidateOf('1 1 udp 1677729535 203.0.113.9 5000 typ srflx raddr 0.0.0.0 rport 0')).toBeNull();
    expect(candidateOf('1 2 udp 2113937151 192.168.1.2 5001 typ host')).toBeNull();
    expect(candidateOf('1 1 tcp 1518280447 192.168.1.2 9 typ host tcptype active')).toBeNull();
    expect(candidateOf('1 1 tcp 1518280447 192.168.1.2 443 typ host tcptype passive')).toEqual({ address: '192.168.1.2', port: 443, protocol: 'tcp', tcpType: 'passive' });
    expect(candidateOf('1 1 udp 2113937151 my-laptop.lan 5000 typ host')).toBeNull();
  });

  it('leaves out the candidates that would pass one QR frame, UDP first', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ address: `fd00::${i + 1}`, port: 1000 + i, protocol: (i % 2 ? 'tcp' : 'udp') as 'udp' | 'tcp', ...(i % 2 ? { tcpType: 'passive' as const } : {}) }));
    const desc = { ...fromSdp(fixtures.ip.offer)!, candidates: many };
    const m = linkMessage(KIND.linkOffer, TABLE, { seat: 1, attempt: 0, desc });
    expect(encode(m).length).toBeLessThanOrEqual(MAX_BYTES);
    const back = readLink(m);
    expect(back.ok).toBe(true);
    const kept = back.ok ? back.value.desc.candidates : [];
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.slice(0, 10).every((c) => c.protocol === 'udp')).toBe(true);
  });

  it('refuses a changed link code in words, and never lets a changed byte write an SDP line', () => {
    const desc = fromSdp(fixtures.mdns.offer)!;
    const m = linkMessage(KIND.linkOffer, TABLE, { seat: 1, attempt: 3, desc });
    const payload = m.payload.slice();
    // The ufrag's first character becomes a line break.
    const at = payload.indexOf(desc.ufrag.charCodeAt(0), 4);
    payload[at] = 10;
    expect(readLink({ ...m, payload })).toEqual({ ok: false, error: LINKING.changed });
    expect(readLink({ ...m, payload: m.payload.slice(0, -1) }).ok).toBe(false);
    expect(readLink({ ...m, payload: Uint8Array.of(...m.payload, 0) }).ok).toBe(false);
    // The kit's own checks come first: a changed byte in the QR fails the CRC.
    const bytes = encode(m);
    bytes[20] = bytes[20]! ^ 1;
    expect(decode(bytes).ok).toBe(false);
    // Another table's link code.
    expect(decode(encode(linkMessage(KIND.linkOffer, 0x1111, { seat: 1, attempt: 3, desc })), { table: TABLE }).ok).toBe(false);
  });

  it('refuses an SDP without what a link needs', () => {
    expect(fromSdp(fixtures.mdns.offer.replace(/a=fingerprint:[^\r]*\r\n/, ''))).toBeNull();
    expect(fromSdp(fixtures.mdns.offer.replace(/a=ice-pwd:[^\r]*\r\n/, ''))).toBeNull();
    expect(fromSdp(fixtures.mdns.offer.replace('sha-256', 'sha-1'))).toBeNull();
  });
});
