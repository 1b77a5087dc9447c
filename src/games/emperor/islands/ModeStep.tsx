import { Step } from '~/kit/ui/Step';
import type { Mode } from './Setup';

/** The way in's first choice: the identity cards on this phone, printed, or each player's own phone. */
export type First = Mode | 'own';

/**
 * The way in's first question: how the table holds its identity cards. Drawn by the play
 * page's first screen (Helper.tsx, without the stores) and by the table after New game
 * (SavedTable.tsx), which also says under it why the own-phone mode could not load.
 */
export function ModeStep({ onChoose, ownError }: { onChoose: (first: First) => void; ownError?: string }) {
  return (
    <Step id="start-mode" title="How do you hold the identity cards?" rule={{ game: 'emperor', section: 'who-you-are' }}>
      {/* The choice first, what each means after it: sideways (844×390) the buttons stay on the first screen. */}
      <div class="row">
        <button type="button" class="btn primary" onClick={() => onChoose('phone')}>
          Deal them on this phone
        </button>
        <button type="button" class="btn" onClick={() => onChoose('printed')}>
          We use printed cards
        </button>
        <button type="button" class="btn" onClick={() => onChoose('own')}>
          Each on our own phone
        </button>
      </div>
      <p>The phone can deal and hold them (nobody needs the printed identity cards), or you use printed ones.</p>
      {ownError && (
        <p class="message error" role="alert">
          {ownError}
        </p>
      )}
      <p>Or each on your own phone: each phone holds only its own cards; the phones pass QR codes, no network.</p>
    </Step>
  );
}
