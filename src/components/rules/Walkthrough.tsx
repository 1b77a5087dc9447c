import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import css from './walk.css?url';
import type { Frame } from './walkthrough';

interface Props<P> {
  /** The example's heading (drawn by WorkedExample.astro above the player). */
  title: string;
  /** Where its frames are, relative to the rules page (`examples/switch.json`, built by the game's engine). */
  src: string;
  /** Draws one frame's picture. */
  draw: (picture: P, index: number) => ComponentChildren;
  /** "See it played": the game's Teach me on the play page. */
  lesson?: string;
}

/** The examples' stylesheet, added once, when the first example hydrates (it never holds up a page's first paint). */
function useStyles(): void {
  useEffect(() => {
    if (document.querySelector(`link[href="${css}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = css;
    document.head.append(link);
  }, []);
}

/**
 * One worked example, stepped through with Next and Back, with the game's drawing of
 * each step. It opens inside the example's section, below its heading and button, in
 * place of the list of steps the page carries (examples-client.ts). Its frames are the
 * same plain data the list was built from (src/pages/games/[slug]/examples/), with the
 * pictures the list leaves out, fetched when it opens (the service worker keeps them
 * offline). The step's words are a polite live region: a screen reader hears each step.
 */
export function Walkthrough<P>({ src, draw, lesson }: Props<P>) {
  useStyles();
  const [frames, setFrames] = useState<Frame<P>[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [at, setAt] = useState(0);
  useEffect(() => {
    fetch(new URL(src, location.href))
      .then((r) => (r.ok ? (r.json() as Promise<Frame<P>[]>) : Promise.reject(new Error(String(r.status)))))
      .then(setFrames, () => setFailed(true));
  }, [src]);
  const frame = frames?.[at];
  const top = useRef<HTMLParagraphElement>(null);
  const nav = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  // After a tap, the new step and the button for the next one are on screen together
  // (the step's heading stays below the jump bar); nothing moves before the first tap.
  useEffect(() => {
    if (!moved.current || !top.current || !nav.current) return;
    const bar = document.querySelector('.jump-bar')?.getBoundingClientRect().bottom ?? 0;
    const head = top.current.getBoundingClientRect().top - bar - 8;
    const below = nav.current.getBoundingClientRect().bottom - window.innerHeight + 8;
    if (head < 0) window.scrollBy({ top: head });
    else if (below > 0) window.scrollBy({ top: Math.min(below, head) });
  }, [at]);
  const go = (to: number) => {
    moved.current = true;
    setAt(to);
  };
  const last = frames !== null && at === frames.length - 1;
  return (
    <>
      {!frame ? (
        <p class="walk-progress">{failed ? 'The drawings could not load: open the page once with a connection, then they work offline too. Every step is in the list.' : 'Loading the steps…'}</p>
      ) : (
        <>
          <p class="walk-progress" ref={top}>
            Step {at + 1} of {frames!.length}
          </p>
          <div class="walk-step" aria-live="polite" data-step={at + 1}>
            <p class="walk-title">
              <strong>{frame.title}</strong>
            </p>
            <figure>{draw(frame.picture, at)}</figure>
            {frame.happened.length > 0 && (
              <div class="walk-happened">
                {frame.happened.map((line) => (
                  <p>{line}</p>
                ))}
              </div>
            )}
            <p>{frame.say}</p>
          </div>
        </>
      )}
      {frame && (
        <div class="walk-nav" ref={nav}>
          <button type="button" class="btn" disabled={at === 0} onClick={() => go(at - 1)}>
            Back
          </button>
          <button type="button" class="btn primary" onClick={() => go(last ? 0 : at + 1)}>
            {last ? 'Start again' : 'Next step'}
          </button>
          {lesson && (
            <a class="walk-link" href={lesson}>
              See it played
            </a>
          )}
        </div>
      )}
    </>
  );
}
