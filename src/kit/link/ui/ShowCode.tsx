import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { grouped } from '../bytes';
import { useShare } from '../live/bus';
import { qrPicture } from '../qr';

interface Props {
  /** What the QR holds, as scanned: a message's QR text (codec `toQrText`) or the site's address. */
  text: string;
  /** What it is and who scans it, said above the code: "Ben: scan Ana's seal". */
  label: string;
  /** The same message as a code to type, when it is short enough (codec `toTyped`), else null. */
  typed?: string | null;
  /** Words shown under the code (a seal's fingerprint, a table code). */
  children?: ComponentChildren;
  /** `small` where the screen also carries a result (a round's score) and its next button. */
  size?: 'big' | 'small';
}

/**
 * A QR code big enough for a phone across the table (18 rem, or 40% of the screen's height,
 * leaving room for the step's next button; `small` 14 rem), black on white whatever
 * the theme (a dark-mode QR reads badly), with its quiet zone, its label and, when the
 * message is short, the same code to type. Styles are set from Preact (allowed by the
 * site's CSP), so the mode needs no stylesheet of its own.
 */
export function ShowCode({ text, label, typed, children, size = 'big' }: Props) {
  const qr = useMemo(() => qrPicture(text), [text]);
  // Linked phones (live/): the code also goes over the link while it is on screen.
  useShare(text);
  return (
    <figure class="link-code" style={{ margin: 0 }} data-code={text}>
      <figcaption style={{ fontWeight: 700, marginBottom: '0.4rem' }}>{label}</figcaption>
      <svg
        role="img"
        aria-label={`QR code: ${label}`}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shape-rendering="crispEdges"
        style={{ display: 'block', width: '100%', maxWidth: size === 'big' ? 'min(18rem, 40vh)' : 'min(14rem, 30vh)', height: 'auto', background: '#fff', borderRadius: '4px' }}
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
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
