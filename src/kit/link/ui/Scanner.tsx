import type { Props } from './ScanControls';
import { useArrival } from './arrival';

/**
 * Where a phone scans a code: the camera, a photo of the code, or typed (ScanControls.tsx).
 * Those controls load when a phone first has a code to scan, not when the mode is chosen
 * (the mode's first screen, a name and "open or join", scans nothing); once loaded they are
 * kept, so every later scanner draws at once. The QR decoder itself loads apart (scan.ts).
 * The service worker precaches them with the mode (an on-demand import).
 */
let controls: typeof import('./ScanControls') | undefined;
const loadControls = () => import('./ScanControls').then((m) => (controls = m));

export function Scanner(props: Props) {
  const { module, ref } = useArrival<typeof import('./ScanControls'), HTMLDivElement>(() => controls, loadControls);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {/* Until then, the controls' height, so little below them moves when they come. */}
      {module ? <module.ScanControls {...props} /> : <div class="link-scan" aria-busy="true" style={{ minHeight: '2.75rem' }} />}
    </div>
  );
}
