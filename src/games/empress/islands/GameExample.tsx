import { Walkthrough } from '~/components/rules/Walkthrough';
import type { GamePicture, HandPicture } from './game-example';

function Hand({ h, played }: { h: HandPicture; played: boolean }) {
  return (
    <div class="walk-hand">
      <p>
        <strong>{h.player}</strong>, {h.hand}
        {h.leads && <span class="walk-lead"> {played ? 'led this play' : 'leads'}</span>}
      </p>
      <ul class="walk-cards" aria-label={`${h.player} holds ${[h.royal && `the ${h.royal}`, `${h.citizens} Citizen${h.citizens === 1 ? '' : 's'}`].filter(Boolean).join(' and ')}`}>
        {h.royal && <li class="walk-card royal">{h.royal}</li>}
        {Array.from({ length: h.citizens }, () => (
          <li class="walk-card">Citizen</li>
        ))}
      </ul>
    </div>
  );
}

/** Both hands, the last play face up, the Citizens set aside and the score. */
export function Table({ p }: { p: GamePicture }) {
  return (
    <div class="walk-empress">
      <Hand h={p.hands[0]} played={p.table !== null} />
      <Hand h={p.hands[1]} played={p.table !== null} />
      <p class="walk-played">
        {p.table ? (
          <>
            Face up: <strong>{p.table.empressHand}</strong> against <strong>{p.table.assassinHand}</strong>
          </>
        ) : (
          'Nothing played yet.'
        )}
        {p.aside > 0 && ` · ${p.aside} Citizens set aside`}
      </p>
      <p class="walk-score">
        Game {p.game}
        {p.play !== null && `, play ${p.play} next`} · {p.score.map((s) => `${s.player} ${s.points}`).join(', ')}
      </p>
    </div>
  );
}

/** Two games of a set, play by play (frames from the engine: game-example.ts). */
export default function GameExample({ src, title }: { src: string; title: string }) {
  return <Walkthrough<GamePicture> title={title} src={src} draw={(p) => <Table p={p} />} lesson="play/#teach" />;
}
