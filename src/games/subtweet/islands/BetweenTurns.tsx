import { useState } from 'preact/hooks';
import { Step } from '~/kit/ui/Step';
import { currentPlayer, passTurn, playCard, turnHolder, writeTweets } from '../engine';
import { rule } from '../rule-links';
import { handleOf } from '../state';
import { layTweet, plural } from '../words';
import { CountStepper } from './CountStepper';
import { FailWhaleOffer } from './FailWhale';
import type { ScreenProps } from './Game';
import { News } from './News';
import { WritePanel } from './WritePanel';

/** Between turns: the player whose turn it is holds a written card and plays it. */
export function PlayStep({ state, run, id }: ScreenProps & { id: string }) {
  const current = currentPlayer(state)!;
  return (
    <Step id={id} title={`${handleOf(state, current)}'s turn`} rule={rule('a-turn')}>
      <div class="stack">
        <News state={state} />
        <p class="st-muted">{layTweet(state.variations)}</p>
        <button type="button" class="btn primary st-big" onClick={() => run('playCard', playCard(state, { author: current }))}>
          {handleOf(state, current)} plays a tweet
        </button>
        <FailWhaleOffer state={state} run={run} />
      </div>
    </Step>
  );
}

/**
 * The turn has reached a hand of blank cards only (engine `mustAskBeforePass`). Before the
 * pass (ST-3), ask: the player may have written one while others played and not told the phone.
 */
export function AskStep({ state, run, id }: ScreenProps & { id: string }) {
  const seat = turnHolder(state)!;
  const who = handleOf(state, seat);
  const blank = state.players[seat]!.blank;
  const [count, setCount] = useState(1);
  const n = Math.min(count, blank);
  return (
    <Step id={id} title={`Has ${who} filled in a blank card?`} rule={rule('blank-cards-and-passing')}>
      <div class="stack">
        <News state={state} />
        <p>
          It's {who}'s turn, but the phone has all {plural(blank, 'card')} in {who}'s hand as blank. If {who} has written on any, say
          how many; if not, {who} passes.
        </p>
        <CountStepper value={n} max={blank} onChange={setCount} label={`How many cards ${who} filled in`} />
        <div class="row" data-next>
          <button type="button" class="btn primary" onClick={() => run('writeTweets', writeTweets(state, { player: seat, count: n }))}>
            Yes: {who} filled in {n}
          </button>
          <button type="button" class="btn" onClick={() => run('passTurn', passTurn(state))}>
            No: {who} passes
          </button>
        </div>
        <FailWhaleOffer state={state} run={run} />
      </div>
    </Step>
  );
}

/** Every hand is blank: play waits for writing, recorded right here. */
export function StuckStep({ state, run, id }: ScreenProps & { id: string }) {
  return (
    <Step id={id} title="Nobody can play yet" rule={rule('blank-cards-and-passing')}>
      <div class="stack">
        <News state={state} />
        <p>
          Every hand holds only blank cards. Fill some in and record them here; play goes on from {handleOf(state, turnHolder(state)!)}.
        </p>
        <FailWhaleOffer state={state} run={run} />
        <WritePanel state={state} run={run} primary />
      </div>
    </Step>
  );
}
