import { encode } from 'uqr';

/**
 * A QR code's modules as one SVG path (uqr: a maintained, dependency-free encoder, about
 * 8 KB gzip). Text in the QR alphanumeric set (codec's base45) is packed 5.5 bits a
 * character. ECC level M: a phone screen's glare or a thumb over a corner still reads.
 */
export interface QrPicture {
  /** Modules across, the quiet zone included. */
  size: number;
  /** Dark modules as runs: `M x y h n v1 h -n z` each. */
  path: string;
  /** The QR version (1–40): its size class. */
  version: number;
}

export const QUIET = 4;

export function qrMatrix(text: string): { size: number; data: boolean[][]; version: number } {
  const qr = encode(text, { ecc: 'M', border: QUIET });
  return { size: qr.size, data: qr.data, version: qr.version };
}

export function qrPicture(text: string): QrPicture {
  const { size, data, version } = qrMatrix(text);
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y]![x]) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && data[y]![x + run]) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size, path, version };
}
