/**
 * Reading a QR code from a camera frame or a photo. The browser's own BarcodeDetector
 * where it has one that reads QR codes (Android Chrome, macOS); elsewhere (iOS Safari,
 * Firefox, desktop Chrome on Linux and Windows) the `barcode-detector` ponyfill on
 * ZXing-C++ compiled to WebAssembly, its reader-only build (zxing-wasm/reader: no encoder;
 * 1.1 MB, 464 KB gzip with its script, against 1.5 MB for the full build). It is served from
 * this site, never a CDN: built into `_astro/` with a content hash. Not precached: that
 * would double a first visit (budget 250 KB), for every phone, though Android phones read
 * with their own BarcodeDetector and most visits never open the mode. Instead the mode
 * loads it as soon as it is chosen (games' OwnPhones.tsx) and the service worker keeps it
 * (src/build/offline.ts `ASSET_CACHE`), so a phone that has opened the mode once scans
 * offline; before that, the short codes (the table code, seals, reveals) can be typed.
 */

export interface QrReader {
  /** The text of every QR code found in the picture. */
  read(source: ImageBitmapSource): Promise<string[]>;
}

interface Detected {
  rawValue: string;
}
interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<Detected[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let reader: Promise<QrReader> | undefined;

const wrap = (d: DetectorLike): QrReader => ({ read: async (source) => (await d.detect(source)).map((r) => r.rawValue) });

async function native(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    return wrap(new Native({ formats: ['qr_code'] }));
  } catch {
    return null;
  }
}

async function ponyfill(): Promise<QrReader> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) },
    fireImmediately: true,
  });
  return wrap(new BarcodeDetector({ formats: ['qr_code'] }));
}

/** The QR reader, loaded at the first call (when a scanner opens), then kept. A failed load is tried again next time. */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => (await native()) ?? (await ponyfill()))().catch((error: unknown) => {
    reader = undefined;
    throw error;
  });
  return reader;
}
