import { useEffect, useRef } from 'preact/hooks';
import { keepInView } from '~/kit/ui/keepInView';
import { Step } from '~/kit/ui/Step';
import { blankOnly, callFailWhale, canCallFailWhale, nobodyCanPlay, resumePlay } from '../engine';
import { rule } from '../rule-links';
import { handleOf } from '../state';
import { listNames } from '../words';
import type { ScreenProps } from './Game';
import { News } from './News';
import { WritePanel } from './WritePanel';

/** A blank-only player between turns may call a Fail Whale (ST-6), whoever's turn it is. */
export function FailWhaleOffer({ state, run }: ScreenProps) {
  if (!canCallFailWhale(state)) return null;
  return (
    <div class="stack">
      <p>
        {listNames(blankOnly(state).map((s) => handleOf(state, s)))} hold only blank cards. Any of them may call a Fail Whale to pause
        play for writing.
      </p>
      <div class="st-faces" role="group" aria-label="Call a Fail Whale">
        {blankOnly(state).map((seat) => (
          <button key={seat} type="button" class="btn" onClick={() => run('callFailWhale', callFailWhale(state, { player: seat }))}>
            {handleOf(state, seat)} calls it
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Fail Whale: play paused while blank cards are filled in. Resume is offered once someone
 * holds a written card: resuming before would only stop again at "Nobody can play yet".
 */
export function PausedStep({ state, run, id }: ScreenProps & { id: string }) {
  const waiting = nobodyCanPlay(state);
  // The card recorded that lets play resume brings Resume in, with the focus: shown beside
  // what was recorded, also on a phone held sideways, where it lands below the panel.
  const resume = useRef<HTMLButtonElement>(null);
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting && resume.current) {
      // Focus with it: the Record button just tapped has gone, and the next action is Resume.
      resume.current.focus({ preventScroll: true });
      keepInView(resume.current);
    }
    wasWaiting.current = waiting;
  }, [waiting]);
  return (
    <Step id={id} title="Fail Whale!" rule={rule('variations')}>
      <div class="stack">
        <News state={state} />
        <p>Play is paused. Everyone fills in blank cards and records them below, then play resumes.</p>
        {/* Resume after the panel: a card just recorded has it right below, on screen. */}
        <WritePanel state={state} run={run} primary={waiting} />
        {waiting ? (
          <p class="st-muted">Play resumes once someone has a written card: record the first one filled in.</p>
        ) : (
          <button ref={resume} type="button" class="btn primary st-big" onClick={() => run('resumePlay', resumePlay(state))}>
            Resume play
          </button>
        )}
      </div>
    </Step>
  );
}
