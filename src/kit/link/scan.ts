/**
 * Reading a QR code from a camera frame or a photo. The browser's own BarcodeDetector
 * where it has one that reads QR codes (Android Chrome, macOS); elsewhere (iOS Safari,
 * Firefox, desktop Chrome on Linux and Windows) the `barcode-detector` ponyfill on
 * ZXing-C++ compiled to WebAssembly. The wasm (1.1 MB, 450 KB gzip) is served from this
 * site, never a CDN: it is built into `_astro/` with a content hash, precached by the
 * service worker (src/build/offline.ts) and loaded only when a scanner opens.
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
