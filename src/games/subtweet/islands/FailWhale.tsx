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
 * The card recorded that lets play resume takes the Record button away: the focus goes to
 * Resume, the step's primary button, and the page shows it (kit keepFocus).
 */
export function PausedStep({ state, run, id }: ScreenProps & { id: string }) {
  const waiting = nobodyCanPlay(state);
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
          <button type="button" class="btn primary st-big" onClick={() => run('resumePlay', resumePlay(state))}>
            Resume play
          </button>
        )}
      </div>
    </Step>
  );
}
