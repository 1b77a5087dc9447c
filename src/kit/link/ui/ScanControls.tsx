import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { tookCode, useArrivals } from '../live/bus';
import type { Via } from '../read';
import { qrReader } from '../scan';
import { CAMERA as TYPING, CAMERA_NO_TYPING } from '../words';

export interface Props {
  /** What to scan, said on the button's step: "Scan Ben’s seat code". */
  label: string;
  /** A code was read: null when it was taken, else why not in a player's words (shown; nothing is lost). */
  onCode: (text: string, via: Via) => Promise<string | null> | string | null;
  /** Offer "Type the code" (short messages: codec `toTyped`, a table code). */
  typed?: boolean;
  /** What to type, when it is not the other phone's code in groups of four ("the six-letter table code"). */
  typedHint?: string;
}

type Camera = 'off' | 'starting' | 'on';

/**
 * The scanner's controls, loaded by Scanner.tsx when a phone first has a code to scan.
 * Scans a QR code three ways: the camera (rear, read a few times a second), a photo of the
 * code (`<input type=file accept=image/* capture>`: a phone's own camera app, which copes
 * with glare and focus better), or typed. The decoder loads when one of the first two is
 * used (scan.ts). A refused code says why, and the scanner stays open for the next try.
 */
export function ScanControls({ label, onCode, typed = false, typedHint = 'the code under the QR on the other phone' }: Props) {
  // Only offer typing where this scanner has a box to type in.
  const CAMERA = typed ? TYPING : CAMERA_NO_TYPING;
  const [camera, setCamera] = useState<Camera>('off');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const alive = useRef(true);
  const last = useRef('');

  const stop = () => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setCamera('off');
  };
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stream.current?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const take = async (value: string, via: Via): Promise<boolean> => {
    const refused = await onCode(value, via);
    if (refused === null) tookCode(value);
    if (!alive.current) return true;
    setError(refused);
    return refused === null;
  };

  // Linked phones (live/): a code that comes over the link is taken as if scanned, through the same onCode.
  const live = useArrivals(async (code, loud) => {
    const refused = await onCode(code, 'scan');
    if (alive.current && (loud || refused === null)) setError(refused);
    if (refused === null && stream.current) stop();
    return refused === null;
  });

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia) return setError(CAMERA.missing);
    setCamera('starting');
    let reader;
    try {
      reader = await qrReader();
    } catch {
      setCamera('off');
      return setError(CAMERA.decoder);
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (e) {
      setCamera('off');
      const name = (e as { name?: string }).name;
      return setError(name === 'NotAllowedError' || name === 'SecurityError' ? CAMERA.refused : name === 'NotFoundError' || name === 'OverconstrainedError' ? CAMERA.missing : CAMERA.failed);
    }
    if (!alive.current || !video.current) return stop();
    video.current.srcObject = stream.current;
    await video.current.play().catch(() => undefined);
    setCamera('on');
    const tick = async () => {
      if (!alive.current || !stream.current || !video.current) return;
      try {
        if (video.current.readyState >= 2) {
          for (const found of await reader.read(video.current)) {
            // The same refused code in front of the camera is said once, not four times a second.
            if (found === last.current) continue;
            last.current = found;
            if (await take(found, 'scan')) return stop();
          }
        }
      } catch {
        // A frame the reader can't use: try the next.
      }
      setTimeout(tick, 250);
    };
    void tick();
  };

  const photo = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const reader = await qrReader().catch(() => null);
      if (!reader) return setError(CAMERA.decoder);
      const found = await reader.read(file).catch(() => [] as string[]);
      if (found.length === 0) return setError(CAMERA.noCode);
      last.current = found[0]!;
      await take(found[0]!, 'scan');
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (text.trim() === '') return setError('Type the code first.');
    if (await take(text, 'typed')) setText('');
  };

  return (
    <div class="link-scan stack" aria-busy={busy || camera === 'starting'}>
      <video
        ref={video}
        muted
        playsInline
        aria-label="Camera"
        hidden={camera === 'off'}
        style={{ width: '100%', maxWidth: '22rem', maxHeight: '45vh', objectFit: 'cover', borderRadius: '4px', background: '#000' }}
      />
      <div class="row">
        {camera === 'off' ? (
          <button type="button" class="btn primary" onClick={start}>
            {label}
          </button>
        ) : (
          <button type="button" class="btn" onClick={stop}>
            Close the camera
          </button>
        )}
        <label class="btn">
          Use a photo of the code
          <input type="file" accept="image/*" capture="environment" onChange={photo} style={{ position: 'absolute', width: '1px', height: '1px', opacity: 0 }} />
        </label>
      </div>
      {live && <p role="status">{live}</p>}
      <ErrorMessage error={error} />
      {typed && (
        <details>
          <summary>Type the code instead</summary>
          <form onSubmit={submit} class="stack">
            <label>
              Type {typedHint}
              <input
                type="text"
                value={text}
                autocomplete="off"
                autocapitalize="characters"
                spellcheck={false}
                onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
                style={{ display: 'block', width: '100%', fontFamily: 'ui-monospace, monospace', fontSize: '1.1rem' }}
              />
            </label>
            <button type="submit" class="btn">
              Use this code
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
