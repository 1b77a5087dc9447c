import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { usePersistent } from '~/kit/ui/usePersistent';
import { cleanText, drawCardImage, IMAGE, IMAGE_FILE_NAME } from '../card-image';
import { subtweet } from '../data';
import { bestCardSpec } from '../store';

type Shared = { kind: 'shared' } | { kind: 'cancelled' } | { kind: 'failed'; why: string };

/** The share sheet takes files only in some browsers; ask before offering it. */
function canShareFiles(file: File): boolean {
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob | null> => new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * The seed ends by tweeting a picture of the best card: type its text, see it drawn
 * as the card, then share it through the phone's share sheet or download it. The
 * picture is made on the phone; it leaves only if the player shares it.
 */
export function BestCard() {
  const saved = usePersistent(bestCardSpec);
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [shared, setShared] = useState<Shared | null>(null);
  // The schema makes the saved value a string; this also holds when a test harness hands
  // every store of the island the same (table) state.
  const typed = typeof saved.state === 'string' ? saved.state : '';
  const text = cleanText(typed);

  // Redraw and remake the file whenever the text changes; the download link always holds the picture on screen.
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx || !text) {
      setFile(null);
      return;
    }
    let live = true;
    const family = getComputedStyle(el).fontFamily || 'sans-serif';
    drawCardImage(ctx, text, family);
    void toBlob(el).then((blob) => {
      if (live && blob) setFile(new File([blob], IMAGE_FILE_NAME, { type: 'image/png' }));
    });
    return () => {
      live = false;
    };
  }, [text]);

  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);

  const share = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], text: subtweet.hashtag, title: 'SUBTWEET' });
      setShared({ kind: 'shared' });
    } catch (e) {
      // Closing the share sheet is a choice, not a failure.
      if (e instanceof DOMException && e.name === 'AbortError') setShared({ kind: 'cancelled' });
      else setShared({ kind: 'failed', why: 'This phone would not share the picture. Download it instead.' });
    }
  };

  return (
    <section class="st-best stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Share the best card</h4>
      <p class="st-muted">
        Pick the best or funniest card of the game and type its text: the phone draws it as a card with {subtweet.hashtag}, to share
        or save. It stays on this phone unless you share it.
      </p>
      <label for={`${id}-text`}>The best card's text</label>
      <textarea
        id={`${id}-text`}
        class="st-text"
        data-next
        rows={3}
        maxLength={IMAGE.maxChars}
        value={typed}
        onInput={(e) => {
          saved.set(e.currentTarget.value);
          setShared(null);
        }}
      />
      <canvas
        ref={canvas}
        class="st-canvas"
        width={IMAGE.width}
        height={IMAGE.height}
        hidden={!text}
        role="img"
        aria-label={text ? `The card as a picture: "${text}", ${subtweet.hashtag}` : undefined}
      />
      {text && (
        <div class="row">
          {file && canShareFiles(file) && (
            <button type="button" class="btn primary" onClick={() => void share()}>
              Share the picture
            </button>
          )}
          {url ? (
            <a class="btn" href={url} download={IMAGE_FILE_NAME}>
              Download the picture
            </a>
          ) : (
            <span class="st-muted">Drawing…</span>
          )}
        </div>
      )}
      <p role="status" class="st-muted">
        {shared?.kind === 'shared' ? 'Shared.' : shared?.kind === 'failed' ? shared.why : ''}
      </p>
    </section>
  );
}
