import { useEffect, useState } from 'preact/hooks';
import type { Props } from './ScanControls';

/**
 * Where a phone scans a code: the camera, a photo of the code, or typed (ScanControls.tsx).
 * Those controls load when a phone first has a code to scan, not when the mode is chosen
 * (the mode's first screen, a name and "open or join", scans nothing); once loaded they are
 * kept, so every later scanner draws at once. The QR decoder itself loads apart (scan.ts).
 * The service worker precaches them with the mode (an on-demand import).
 */
let controls: typeof import('./ScanControls') | undefined;

export function Scanner(props: Props) {
  const [, loaded] = useState(controls);
  useEffect(() => void (controls ? undefined : import('./ScanControls').then((m) => loaded((controls = m)), () => undefined)), []);
  // Until then, the controls' height, so nothing below them moves when they come.
  return controls ? <controls.ScanControls {...props} /> : <div class="link-scan" aria-busy="true" style={{ minHeight: '2.75rem' }} />;
}
