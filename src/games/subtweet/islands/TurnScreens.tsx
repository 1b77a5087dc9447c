import { useState } from 'preact/hooks';
import type { Result } from '~/kit/result';
import { onDemand } from '~/kit/ui/onDemand';
import { Step } from '~/kit/ui/Step';
import {
  blankOnly,
  callFailWhale,
  canCallFailWhale,
  currentPlayer,
  nobodyCanPlay,
  passTurn,
  playCard,
  recordFavourites,
  resumePlay,
  revealRecipient,
  turnHolder,
  writeTweets,
} from '../engine';
import type { SubtweetState } from '../state';
import { describeEntry, listNames, recentEntries } from '../words';
import { HandsTable } from './HandsTable';
import { rule } from './rules';

/** The share card (a canvas picture), only ever needed at the end of a game. */
const BestCard = onDemand(() => import('./BestCard').then((m) => m.BestCard));

export interface ScreenProps {
  state: SubtweetState;
  /** Applies a move: the next state on success, the reason shown on failure. */
  run: (result: Result<SubtweetState>) => void;
}


const handle = (state: SubtweetState, seat: number) => state.players[seat]!.handle;
const cards = (n: number, what = 'card') => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * Which decision the state calls for. The id changes whenever the table must look
 * again (a new turn, a pass, a new phase), and not when someone records writing
 * during a turn, so recording never pulls the screen away from the player.
 */
export function stepOf(state: SubtweetState): { kind: StepKind; id: string } {
  const at = `${state.turn}-${state.tally.played}`;
  if (state.winner !== null) return { kind: 'winner', id: 'winner' };
  if (state.paused) return { kind: 'paused', id: `paused-${at}` };
  if (state.pending) return state.pending.favourites === null ? { kind: 'favourites', id: `favourites-${at}` } : { kind: 'recipient', id: `recipient-${at}` };
  if (currentPlayer(state) !== null) return { kind: 'play', id: `play-${at}` };
  return nobodyCanPlay(state) ? { kind: 'stuck', id: `stuck-${at}` } : { kind: 'ask', id: `ask-${at}` };
}
export type StepKind = 'winner' | 'paused' | 'favourites' | 'recipient' | 'play' | 'ask' | 'stuck';

/** The result of the last taps (the turn just settled, then passes and writing), under the step heading. */
export function News({ state }: { state: SubtweetState }) {
  const news = recentEntries(state);
  if (news.length === 0) return null;
  return (
    <ul class="st-news message notice" aria-label="What just happened">
      {news.map((entry, i) => (
        <li key={i}>{describeEntry(state, entry)}</li>
      ))}
    </ul>
  );
}

/** − N + : how many cards, between 1 and `max`. */
function CountStepper({ value, max, onChange, label }: { value: number; max: number; onChange: (n: number) => void; label: string }) {
  return (
    <div class="row st-count" role="group" aria-label={label}>
      <button type="button" class="btn" aria-label="One fewer" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output class="st-count-value" aria-live="polite">
        {value}
      </output>
      <button type="button" class="btn" aria-label="One more" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}

/**
 * Anyone can record filled-in blank cards at any moment, N at a time, so a player who
 * wrote during someone else's turn is counted before their own turn comes.
 */
export function WritePanel({ state, run, primary = false }: ScreenProps & { primary?: boolean }) {
  const writers = state.order.filter((seat) => state.players[seat]!.blank > 0);
  const [picked, setPicked] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [done, setDone] = useState<string | undefined>();
  if (writers.length === 0) return null;
  // One writer is chosen for you; a choice that no longer holds blanks is dropped.
  const who = picked !== null && writers.includes(picked) ? picked : writers.length === 1 ? writers[0]! : null;
  const max = who === null ? 1 : state.players[who]!.blank;
  const n = Math.min(count, max);
  const record = () => {
    if (who === null) return;
    const result = writeTweets(state, { player: who, count: n });
    run(result);
    if (result.ok) {
      setDone(`Recorded: ${handle(state, who)} filled in ${cards(n, 'blank card')}.`);
      setPicked(null);
      setCount(1);
    }
  };
  return (
    <section class="st-write stack" aria-labelledby="st-write-title">
      <h4 id="st-write-title">Filled in a blank card?</h4>
      <p class="st-muted">Record it whenever it happens, even during someone else's turn.</p>
      <div class="st-faces" role="group" aria-label="Who filled in blank cards" data-next={primary || undefined}>
        {writers.map((seat) => (
          <button
            key={seat}
            type="button"
            class="btn"
            aria-pressed={who === seat}
            onClick={() => {
              setPicked(seat);
              setDone(undefined);
            }}
          >
            {handle(state, seat)}
            <span class="st-small"> ({state.players[seat]!.blank} blank)</span>
          </button>
        ))}
      </div>
      {who !== null && (
        <div class="row">
          <CountStepper value={n} max={max} onChange={setCount} label={`How many cards ${handle(state, who)} filled in`} />
          <button type="button" class={primary ? 'btn primary' : 'btn'} onClick={record}>
            Record +{n} for {handle(state, who)}
          </button>
        </div>
      )}
      <p role="status" class="st-muted">
        {done}
      </p>
    </section>
  );
}

/** A blank-only player between turns may call a Fail Whale (ST-6), whoever's turn it is. */
function FailWhaleOffer({ state, run }: ScreenProps) {
  if (!canCallFailWhale(state)) return null;
  return (
    <div class="stack">
      <p>
        {listNames(blankOnly(state).map((s) => handle(state, s)))} hold only blank cards. Any of them may call a Fail Whale to pause
        play for writing.
      </p>
      <div class="st-faces" role="group" aria-label="Call a Fail Whale">
        {blankOnly(state).map((seat) => (
          <button key={seat} type="button" class="btn" onClick={() => run(callFailWhale(state, { player: seat }))}>
            {handle(state, seat)} calls it
          </button>
        ))}
      </div>
    </div>
  );
}

/** Between turns: the player whose turn it is holds a written card and plays it. */
export function PlayStep({ state, run, id }: ScreenProps & { id: string }) {
  const current = currentPlayer(state)!;
  return (
    <Step id={id} title={`${handle(state, current)}'s turn`} rule={rule('a-turn')}>
      <div class="stack">
        <News state={state} />
        <p class="st-muted">Read one written card aloud and lay it face up with the recipient's corner hidden.</p>
        <button type="button" class="btn primary st-big" onClick={() => run(playCard(state, { author: current }))}>
          {handle(state, current)} plays a tweet
        </button>
        <FailWhaleOffer state={state} run={run} />
      </div>
    </Step>
  );
}

/**
 * The turn has reached a hand of blank cards only. Before the pass (ST-3), ask: the
 * player may have written one while others played and not told the phone.
 */
export function AskStep({ state, run, id }: ScreenProps & { id: string }) {
  const seat = turnHolder(state)!;
  const who = handle(state, seat);
  const blank = state.players[seat]!.blank;
  const [count, setCount] = useState(1);
  const n = Math.min(count, blank);
  return (
    <Step id={id} title={`Has ${who} filled in a blank card?`} rule={rule('blank-cards-and-passing')}>
      <div class="stack">
        <News state={state} />
        <p>
          It's {who}'s turn, but the phone has all {cards(blank)} in {who}'s hand as blank. If {who} has written on any, say how
          many; if not, {who} passes.
        </p>
        <CountStepper value={n} max={blank} onChange={setCount} label={`How many cards ${who} filled in`} />
        <div class="row" data-next>
          <button type="button" class="btn primary" onClick={() => run(writeTweets(state, { player: seat, count: n }))}>
            Yes: {who} filled in {n}
          </button>
          <button type="button" class="btn" onClick={() => run(passTurn(state))}>
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
          Every hand holds only blank cards. Fill some in and record them here; play goes on from {handle(state, turnHolder(state)!)}.
        </p>
        <FailWhaleOffer state={state} run={run} />
        <WritePanel state={state} run={run} primary />
      </div>
    </Step>
  );
}

/** Fists open together: tap everyone who held a token. */
export function FavouritesStep({ state, run, id }: ScreenProps & { id: string }) {
  const author = state.pending!.author;
  const [favs, setFavs] = useState<number[]>([]);
  const toggle = (seat: number) => setFavs(favs.includes(seat) ? favs.filter((s) => s !== seat) : [...favs, seat]);
  return (
    <Step id={id} title={`Who favourited ${handle(state, author)}'s tweet?`} rule={rule('a-turn')}>
      <div class="stack">
        <p>
          Everyone but {handle(state, author)}: token in a fist, or an empty fist. Open your hands together, then tap each player who
          held a token.
        </p>
        <div class="st-faces" role="group" aria-label="Favourited">
          {state.order
            .filter((seat) => seat !== author)
            .map((seat) => (
              <button key={seat} type="button" class="btn" aria-pressed={favs.includes(seat)} onClick={() => toggle(seat)}>
                {handle(state, seat)}
              </button>
            ))}
        </div>
        <button type="button" class="btn primary st-big" onClick={() => run(recordFavourites(state, { favourites: favs }))}>
          {favs.length === 0 ? 'Nobody favourited' : `Done: ${favs.length} favourited`}
        </button>
      </div>
    </Step>
  );
}

/** The hidden corner is shown: who was it about? Penalties follow at once (ST-4). */
export function RecipientStep({ state, run, id }: ScreenProps & { id: string }) {
  const { author, favourites } = state.pending!;
  const favs = favourites ?? [];
  return (
    <Step id={id} title="Who was it about?" rule={rule('penalties')}>
      <div class="stack">
        <p class="message notice">
          {favs.length === 0 ? 'Nobody favourited.' : `Favourited by ${listNames(favs.map((s) => handle(state, s)))}.`}
        </p>
        <p>{handle(state, author)}, uncover the corner of the card and read out the name. It can't be {handle(state, author)}.</p>
        <div class="st-faces" role="group" aria-label="The tweet was about" data-next>
          {state.order
            .filter((seat) => seat !== author)
            .map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => run(revealRecipient(state, { recipient: seat }))}>
                {handle(state, seat)}
              </button>
            ))}
          {state.variations.faceValue && (
            <button type="button" class="btn" onClick={() => run(revealRecipient(state, { recipient: null }))}>
              Nobody: face value
            </button>
          )}
        </div>
      </div>
    </Step>
  );
}

/** Fail Whale: play paused while blank cards are filled in. */
export function PausedStep({ state, run, id }: ScreenProps & { id: string }) {
  return (
    <Step id={id} title="Fail Whale!" rule={rule('variations')}>
      <div class="stack">
        <News state={state} />
        <p>Play is paused. Everyone fills in blank cards and records them below, then play resumes.</p>
        <button type="button" class="btn primary st-big" onClick={() => run(resumePlay(state))}>
          Resume play
        </button>
        <WritePanel state={state} run={run} />
      </div>
    </Step>
  );
}

/** ST-5: the first empty hand after a turn wins; then the best card is shared, as the seed ends. */
export function WinnerStep({ state }: { state: SubtweetState }) {
  const winner = handle(state, state.winner!);
  return (
    <Step id="winner" title={<span class="st-winner">{winner} wins!</span>} rule={rule('winning')}>
      <div class="stack">
        <News state={state} />
        <p>{winner}'s hand is empty.</p>
        <BestCard />
        <details class="st-details">
          <summary>Final hands</summary>
          <HandsTable state={state} current={null} />
        </details>
      </div>
    </Step>
  );
}

/** Reference for the whole game, after the decision: hands and the log. */
export function Reference({ state, current }: { state: SubtweetState; current: number | null }) {
  return (
    <>
      <h4>Hands</h4>
      <HandsTable state={state} current={current} />
      {state.log.length > 0 && (
        <details class="st-details">
          <summary>Game log</summary>
          <ol class="st-log">
            {state.log.map((entry, i) => (
              <li key={i}>{describeEntry(state, entry)}</li>
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
