import { useState } from 'preact/hooks';
import { cryptoRng } from '~/kit/random';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { PlayerSetup } from '~/kit/ui/PlayerSetup';
import { PrivacyScreen } from '~/kit/ui/PrivacyScreen';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { data } from '../data';
import { dealSpec } from '../deal-store';
import { dealIdentities, type DealtHand } from '../deal';
import { HandView } from './HandView';
import { PhysicalCards } from './PhysicalCards';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

function IdentityDeal() {
  const game = usePersistent(dealSpec);
  const state = game.state;
  // Local only: a reload always comes back with every hand hidden.
  const [entering, setEntering] = useState(false);
  const [showing, setShowing] = useState<number | null>(null);
  const [rechecking, setRechecking] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const deal = (names: string[]) => {
    const result = dealIdentities(names.length, cryptoRng());
    if (!result.ok) return setError(result.error);
    setError(undefined);
    setEntering(false);
    game.set({ stage: 'phone', names, hands: result.value.hands as DealtHand[], seen: 0 });
  };

  let body;
  if (state === null && !entering) {
    body = (
      <div class="stack">
        <p>How will you deal the identity cards?</p>
        <div class="row">
          <button type="button" class="btn primary" onClick={() => setEntering(true)}>
            Deal on this phone
          </button>
          <button type="button" class="btn" onClick={() => game.set({ stage: 'physical', players: null })}>
            We have the printed cards
          </button>
        </div>
      </div>
    );
  } else if (state === null) {
    body = (
      <div class="stack">
        <PlayerSetup
          min={data.players.min}
          max={data.players.max}
          hint="Enter names clockwise around the table; the phone then goes round in that order."
          submitLabel="Deal the identity cards"
          onDone={deal}
        />
        <button type="button" class="btn" onClick={() => setEntering(false)}>
          Back
        </button>
      </div>
    );
  } else if (state.stage === 'physical') {
    body = <PhysicalCards players={state.players} onChoose={(players) => game.set({ stage: 'physical', players })} />;
  } else if (state.seen < state.names.length) {
    const i = state.seen;
    const name = state.names[i]!;
    body =
      showing === i ? (
        <HandView
          name={name}
          hand={state.hands[i]!}
          doneLabel="Hide my cards and pass the phone"
          onDone={() => {
            setShowing(null);
            game.set({ ...state, seen: i + 1 });
          }}
        />
      ) : (
        <div class="stack">
          <p class="emp-progress">
            Player {i + 1} of {state.names.length}
          </p>
          <PrivacyScreen name={name} purpose="to see your identity cards" onReady={() => setShowing(i)} />
        </div>
      );
  } else if (rechecking !== null && showing === rechecking) {
    body = (
      <HandView
        name={state.names[rechecking]!}
        hand={state.hands[rechecking]!}
        doneLabel="Hide my cards"
        onDone={() => {
          setShowing(null);
          setRechecking(null);
        }}
      />
    );
  } else if (rechecking !== null) {
    body = (
      <div class="stack">
        <PrivacyScreen name={state.names[rechecking]!} purpose="to see your identity cards again" onReady={() => setShowing(rechecking)} />
        <button type="button" class="btn" onClick={() => setRechecking(null)}>
          Cancel
        </button>
      </div>
    );
  } else {
    const emperor = state.hands.findIndex((h) => h.identity === 'emperor');
    body = (
      <div class="stack">
        <p class="message notice emp-announce" role="status">
          Everyone has seen their cards. <strong>{state.names[emperor]} is the Emperor</strong> and shows the Emperor card to the
          table. Everyone else keeps their identity secret.
        </p>
        <h3>See your cards again</h3>
        <p>Forgot your cards? Take the phone, tap your name and make sure nobody else is looking.</p>
        <div class="row">
          {state.names.map((name, i) => (
            <button key={name} type="button" class="btn" onClick={() => setRechecking(i)}>
              {name}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <HelperFrame title="Identity dealer" ready={game.ready} notice={game.notice} onDismissNotice={game.dismissNotice}>
      <div class="stack">
        {body}
        <ErrorMessage error={error} />
        <UndoBar
          canUndo={game.canUndo}
          onUndo={() => {
            setShowing(null);
            setRechecking(null);
            game.undo();
          }}
          onNewGame={() => {
            setShowing(null);
            setRechecking(null);
            setEntering(false);
            game.reset();
          }}
          newGameLabel="New deal"
        />
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(IdentityDeal, 'Identity dealer');
