import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { qrMatrix } from '~/kit/link/qr';

/**
 * A QR code drawn to pixels and read back by ZXing (the decoder under `barcode-detector`,
 * the same wasm the site serves), in Node: what a phone's camera does, without one.
 */

let prepared = false;
function prepare() {
  if (prepared) return;
  const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasm = readFileSync(file);
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  prepared = true;
}

/** The modules of `text` as a grey image, `scale` pixels a module. */
export function render(text: string, scale = 3) {
  const { size, data } = qrMatrix(text);
  const w = size * scale;
  const pixels = new Uint8ClampedArray(w * w * 4);
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      const i = (y * w + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = v;
      pixels[i + 3] = 255;
    }
  }
  return { data: pixels, width: w, height: w, colorSpace: 'srgb' as const };
}

/** Every QR text ZXing finds in the image. */
export async function readImage(image: ReturnType<typeof render>): Promise<string[]> {
  prepare();
  const found = await readBarcodes(image as unknown as ImageData, { formats: ['QRCode'], tryHarder: true });
  return found.filter((r) => r.isValid).map((r) => r.text);
}

/** Text → QR picture → text, as one phone's screen is read by another's camera. */
export async function throughQr(text: string): Promise<string> {
  const [read] = await readImage(render(text));
  if (read === undefined) throw new Error('no QR code found');
  return read;
}
