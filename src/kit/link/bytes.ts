/**
 * Bytes to text and back, for codes passed between phones. Written by hand: each is a few
 * lines, and a library for any of them would cost more bytes than the code.
 * - base45 (RFC 9285): what a QR code carries. Its 45 characters are exactly the QR
 *   alphanumeric set, so a 200-byte message fills the QR about as well as binary would,
 *   and it survives BarcodeDetector, whose `rawValue` is a string (binary bytes would be
 *   decoded differently by each platform).
 * - Crockford base32: what a player types (no I, L, O, U; read back case-blind, with
 *   I and L read as 1 and O as 0).
 * - CRC-32: catches a misread or mistyped code before anything else looks at it.
 */

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function toBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let n = bytes[i]! * 256 + bytes[i + 1]!;
      const c = n % 45;
      n = (n - c) / 45;
      out += B45[c]! + B45[n % 45]! + B45[Math.floor(n / 45)]!;
    } else {
      const n = bytes[i]!;
      out += B45[n % 45]! + B45[Math.floor(n / 45)]!;
    }
  }
  return out;
}

/** The bytes of a base45 text, or null when it isn't one. */
export function fromBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    const d = [...chunk].map((ch) => B45.indexOf(ch));
    if (d.some((x) => x < 0)) return null;
    const n = d[0]! + d[1]! * 45 + (d[2] ?? 0) * 45 * 45;
    if (chunk.length === 3) {
      if (n > 0xffff) return null;
      out.push(n >> 8, n & 0xff);
    } else {
      if (n > 0xff) return null;
      out.push(n);
    }
  }
  return Uint8Array.from(out);
}

export const B32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One typed character's value (I/L read as 1, O as 0), or -1. */
export const digit32 = (ch: string): number => B32.indexOf(ch.toUpperCase().replace(/[IL]/, '1').replace('O', '0'));

export function toBase32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let acc = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += B32[(acc >> bits) & 31];
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += B32[(acc << (5 - bits)) & 31];
  return out;
}

/** Typed text (any case, spaces and dashes ignored, I/L read as 1, O as 0) → bytes, or null. */
export function fromBase32(typed: string, length: number): Uint8Array | null {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (clean.length !== Math.ceil((length * 8) / 5)) return null;
  const out = new Uint8Array(length);
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const ch of clean) {
    const d = B32.indexOf(ch);
    if (d < 0) return null;
    acc = (acc << 5) | d;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      if (n < length) out[n++] = (acc >> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}

/** A long code in groups of four, as it is shown to be typed. */
export const grouped = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');

let table: Uint32Array | undefined;
export function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = table[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export const equalBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Bytes as lowercase hex, for saves (JSON) and tests. */
export const toHex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
export const utf8 = (text: string): Uint8Array => encoder.encode(text);
export function fromUtf8(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}
