import { Walkthrough } from '~/components/rules/Walkthrough';
import type { PenaltiesPicture } from './penalties-example';

/** The table: each hand (written and blank cards), the author, the fists, the recipient and the penalties. */
export function Hands({ p }: { p: PenaltiesPicture }) {
  return (
    <table class="walk-table">
      <caption class="visually-hidden">Each player's hand and this turn</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Cards</th>
          <th scope="col">This turn</th>
        </tr>
      </thead>
      <tbody>
        {p.players.map((x) => {
          const notes = [
            x.author && 'tweeted',
            x.favourited === true && 'favourited',
            x.favourited === false && 'empty fist',
            x.recipient && 'the recipient',
            x.penalty === 'took' && '+1 blank card',
            x.penalty === 'spared' && 'spared: hand full',
          ].filter(Boolean);
          return (
            <tr class={x.penalty === 'took' ? 'walk-wrong' : undefined}>
              <th scope="row">{x.handle}</th>
              <td>
                {x.written + x.blank} <span class="walk-mark">({x.blank} blank)</span>
              </td>
              <td class="walk-wrap">{notes.join(', ') || '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Two turns, and who draws a card (frames from the engine: penalties-example.ts). */
export default function PenaltiesExample({ src, title }: { src: string; title: string }) {
  return <Walkthrough<PenaltiesPicture> title={title} src={src} draw={(p) => <Hands p={p} />} lesson="play/#teach" />;
}
