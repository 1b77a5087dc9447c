import { useState } from 'preact/hooks';
import type { Result } from '~/kit/result';
import { subtweet } from '../data';
import {
  blankOnly,
  callFailWhale,
  canCallFailWhale,
  currentPlayer,
  playCard,
  recordFavourites,
  resumePlay,
  revealRecipient,
  writeTweets,
} from '../engine';
import type { SubtweetState } from '../state';
import { listNames } from '../words';
import { FocusHeading } from './FocusHeading';
import { HandsTable } from './HandsTable';

export interface ScreenProps {
  state: SubtweetState;
  /** Applies a move: the next state on success, the reason shown on failure. */
  run: (result: Result<SubtweetState>) => void;
}

const handle = (state: SubtweetState, seat: number) => state.players[seat]!.handle;

function Hands({ state, run, current }: ScreenProps & { current: number | null }) {
  return (
    <>
      <h4>Hands</h4>
      <HandsTable state={state} current={current} onWrite={(seat) => run(writeTweets(state, { player: seat, count: 1 }))} />
      {state.players.some((p) => p.blank > 0) && <p class="st-muted">Tap Write each time a player fills in a blank card.</p>}
    </>
  );
}

/** Between turns: whose turn it is (blank-only hands already skipped), hands and writing. */
export function BetweenTurns({ state, run }: ScreenProps) {
  const current = currentPlayer(state);
  return (
    <div class="stack">
      {current !== null ? (
        <>
          <FocusHeading>{handle(state, current)}'s turn</FocusHeading>
          <p class="st-muted">Read one written card aloud and lay it face up with the recipient's corner hidden.</p>
          <button type="button" class="btn primary st-big" onClick={() => run(playCard(state, { author: current }))}>
            {handle(state, current)} plays a tweet
          </button>
        </>
      ) : (
        <>
          <FocusHeading>Nobody can play</FocusHeading>
          <p>Every hand holds only blank cards. Fill some in and record them below; play goes on from there.</p>
        </>
      )}
      {canCallFailWhale(state) && (
        <div class="stack">
          <p>
            {listNames(blankOnly(state).map((s) => handle(state, s)))} hold only blank cards. Any of them may call a Fail Whale
            to pause play for writing.
          </p>
          <div class="st-faces" role="group" aria-label="Call a Fail Whale">
            {blankOnly(state).map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => run(callFailWhale(state, { player: seat }))}>
                {handle(state, seat)} calls it
              </button>
            ))}
          </div>
        </div>
      )}
      <Hands state={state} run={run} current={current} />
    </div>
  );
}

/** Fists open together: tap everyone who held a token. */
export function Favourites({ state, run }: ScreenProps) {
  const author = state.pending!.author;
  const [favs, setFavs] = useState<number[]>([]);
  const toggle = (seat: number) => setFavs(favs.includes(seat) ? favs.filter((s) => s !== seat) : [...favs, seat]);
  return (
    <div class="stack">
      <FocusHeading>Who favourited {handle(state, author)}'s tweet?</FocusHeading>
      <p>
        Everyone except {handle(state, author)}: put your token in a fist, or close an empty fist. Open your hands together,
        then tap each player who held a token.
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
  );
}

/** The hidden corner is shown: who was it about? Penalties follow at once. */
export function Recipient({ state, run }: ScreenProps) {
  const { author, favourites } = state.pending!;
  const favs = favourites ?? [];
  return (
    <div class="stack">
      <FocusHeading>Who was it about?</FocusHeading>
      <p>
        {favs.length === 0 ? 'Nobody favourited.' : `Favourited by ${listNames(favs.map((s) => handle(state, s)))}.`}{' '}
        {handle(state, author)}, uncover the corner of the card and read out the name.
      </p>
      <div class="st-faces" role="group" aria-label="The tweet was about">
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
      <p class="st-muted">It can't be about {handle(state, author)}, who wrote it.</p>
    </div>
  );
}

/** Fail Whale: play paused while blank cards are filled in. */
export function Paused({ state, run }: ScreenProps) {
  return (
    <div class="stack">
      <FocusHeading>Fail Whale!</FocusHeading>
      <p>Play is paused. Everyone fills in blank cards; record each one below, then resume.</p>
      <button type="button" class="btn primary st-big" onClick={() => run(resumePlay(state))}>
        Resume play
      </button>
      <Hands state={state} run={run} current={null} />
    </div>
  );
}

/** ST-5: the first empty hand after a turn wins. */
export function Winner({ state }: { state: SubtweetState }) {
  const winner = handle(state, state.winner!);
  return (
    <div class="stack">
      <FocusHeading>{winner} wins!</FocusHeading>
      <p class="st-winner">{winner}'s hand is empty.</p>
      <p>
        Pick the best or funniest cards of the game and share a photo with {subtweet.hashtag}.
      </p>
      <h4>Final hands</h4>
      <HandsTable state={state} current={null} />
    </div>
  );
}
