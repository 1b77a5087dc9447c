import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { grouped } from '../bytes';
import { useShare } from '../live/bus';
import type { QrPicture } from '../qr';
import { useArrival } from './arrival';

/**
 * The QR encoder (qr.ts, with uqr: about 4 KB gzip) loads when a phone first shows a code,
 * not when the mode is chosen: a joining phone scans before it shows anything, and the
 * mode's first screen (a name, open or join) draws none. Kept once loaded, so every later
 * code draws at once. The service worker precaches it with the mode (an on-demand import).
 */
let encoder: typeof import('../qr') | undefined;
const loadEncoder = () => import('../qr').then((m) => (encoder = m));

interface Props {
  /** What the QR holds, as scanned: a message's QR text (codec `toQrText`) or the site's address. */
  text: string;
  /** What it is and who scans it, said above the code: "Ben: scan Ana's seal". */
  label: string;
  /** The same message as a code to type, when it is short enough (codec `toTyped`), else null. */
  typed?: string | null;
  /** Words shown under the code (a seal's fingerprint, a table code). */
  children?: ComponentChildren;
  /**
   * `small` where the screen also carries a result (a round's score) and its next button;
   * `large` for a code near 300 bytes (the Emperor's start and deal) on a screen that holds
   * nothing else: on a phone on its side 40% of the height leaves its modules too small to read.
   */
  size?: 'big' | 'small' | 'large';
}

/**
 * A QR code big enough for a phone across the table (18 rem, or 40% of the screen's height,
 * leaving room for the step's next button; `small` 14 rem), black on white whatever
 * the theme (a dark-mode QR reads badly), with its quiet zone, its label and, when the
 * message is short, the same code to type. On a phone on its side the code is as tall as
 * the room under the step's heading (up to its upright size), with its label and `children`
 * (the next button, a scanner) beside it (play.css). Styles are set from Preact (allowed by the
 * site's CSP), so the mode needs no stylesheet of its own.
 */
export function ShowCode({ text, label, typed, children, size = 'big' }: Props) {
  const { module, ref } = useArrival<typeof import('../qr'), HTMLElement>(() => encoder, loadEncoder);
  const qr: QrPicture | null = useMemo(() => (module ? module.qrPicture(text) : null), [text, module]);
  // Linked phones (live/): the code also goes over the link while it is on screen.
  useShare(text);
  const cap = size === 'big' ? '18rem' : size === 'large' ? '22rem' : '14rem';
  const box = { display: 'block', width: '100%', maxWidth: `min(${cap}, ${size === 'big' ? 40 : size === 'large' ? 62 : 30}vh)`, background: '#fff', borderRadius: '4px', '--qr-cap': cap };
  return (
    // The code and what comes next beside it are one group, kept on screen whole after a tap (kit/ui/follow.ts).
    <figure ref={ref} class="link-code" style={{ margin: 0 }} data-code={text} role="group" aria-label={label}>
      <figcaption style={{ fontWeight: 700, marginBottom: '0.4rem' }}>{label}</figcaption>
      {qr ? (
        <svg role="img" aria-label={`QR code: ${label}`} viewBox={`0 0 ${qr.size} ${qr.size}`} shape-rendering="crispEdges" style={{ ...box, height: 'auto' }}>
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        // The code's square, white, until the encoder has drawn it (the first code only): nothing below it moves.
        <div aria-busy="true" style={{ ...box, aspectRatio: '1' }} />
      )}
      {children}
      {typed && (
        <details>
          <summary>Can’t scan it? Type this code instead</summary>
          <p style={{ fontFamily: 'ui-monospace, monospace', fontSize: '1.2rem', letterSpacing: '0.05em', wordSpacing: '0.3em' }}>{grouped(typed)}</p>
        </details>
      )}
    </figure>
  );
}
