import { Step } from '~/kit/ui/Step';
import { useDraft } from '~/kit/ui/useDraft';
import { recordFavourites, revealRecipient } from '../engine';
import { rule } from '../rule-links';
import { handleOf } from '../state';
import { listNames, uncoverCorner } from '../words';
import type { ScreenProps } from './Game';

/** Fists open together: tap everyone who held a token (the taps kept through a reload). */
export function FavouritesStep({ state, run, id }: ScreenProps & { id: string }) {
  const author = state.pending!.author;
  const others = (value: unknown): value is number[] => Array.isArray(value) && value.every((seat) => seat !== author && state.order.includes(seat));
  const [favs, setFavs, done] = useDraft(`${id}-${author}`, [] as number[], others);
  const toggle = (seat: number) => setFavs(favs.includes(seat) ? favs.filter((s) => s !== seat) : [...favs, seat]);
  return (
    <Step id={id} title={`Who favourited ${handleOf(state, author)}'s tweet?`} rule={rule('a-turn')}>
      <div class="stack">
        <p>
          Everyone but {handleOf(state, author)}: token in a fist, or an empty fist. Open your hands together, then tap each player who
          held a token.
        </p>
        <div class="st-faces" role="group" aria-label="Favourited">
          {state.order
            .filter((seat) => seat !== author)
            .map((seat) => (
              <button key={seat} type="button" class="btn" aria-pressed={favs.includes(seat)} onClick={() => toggle(seat)}>
                {handleOf(state, seat)}
              </button>
            ))}
        </div>
        <button
          type="button"
          class="btn primary st-big"
          onClick={() => {
            const next = recordFavourites(state, { favourites: favs });
            if (next.ok) done();
            run('recordFavourites', next);
          }}
        >
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
  const reveal = (recipient: number | null) => run('revealRecipient', revealRecipient(state, { recipient }));
  return (
    <Step id={id} title="Who was it about?" rule={rule('penalties')}>
      <div class="stack">
        <p class="message notice">
          {favs.length === 0 ? 'Nobody favourited.' : `Favourited by ${listNames(favs.map((s) => handleOf(state, s)))}.`}
        </p>
        <p>{uncoverCorner(handleOf(state, author), state.variations)}</p>
        <div class="st-faces" role="group" aria-label="The tweet was about" data-next>
          {state.order
            .filter((seat) => seat !== author)
            .map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => reveal(seat)}>
                {handleOf(state, seat)}
              </button>
            ))}
          {state.variations.faceValue && (
            <button type="button" class="btn" onClick={() => reveal(null)}>
              Nobody: face value
            </button>
          )}
        </div>
      </div>
    </Step>
  );
}
