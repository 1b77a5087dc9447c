import { Walkthrough } from '~/components/rules/Walkthrough';
import type { SwitchPicture } from './switch-example';

const COL = 66;
const ROW = 22;
const HEAD = 34;
const LEFT = 8;
const SQUARES = 7;

/** The challenge board as a small drawing: pawns by initial, the tracks allowed now shaded, the roll below. */
export function Board({ p }: { p: SwitchPicture }) {
  const width = LEFT + COL * p.tracks.length;
  const diceTop = HEAD + ROW * SQUARES + 14;
  const height = diceTop + 34;
  const pawnWords = p.pawns.map((x) => `${x.name}'s pawn on ${p.tracks.find((t) => t.number === x.track)!.name} square ${x.square}`);
  const label =
    `Challenge board: ${pawnWords.length ? pawnWords.join('; ') : 'no pawns'}.` +
    (p.legal.length ? ` ${p.player} may use ${p.legal.map((n) => p.tracks.find((t) => t.number === n)!.name).join(' or ')}.` : '') +
    (p.roll ? ` Last roll ${p.roll.join(' ')}; 1s set aside: ${p.aside} of ${p.threshold}.` : '');
  const dice = p.roll ?? [];
  return (
    <svg class="walk-board" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {p.tracks.map((t, c) => {
        const x = LEFT + c * COL;
        const legal = p.legal.includes(t.number);
        return (
          <g>
            <text x={x + COL / 2} y={14} class="wb-head" text-anchor="middle">{`${t.number}s`}</text>
            <text x={x + COL / 2} y={28} class="wb-name" text-anchor="middle">{t.name}</text>
            {Array.from({ length: SQUARES }, (_, r) => {
              const square = SQUARES - r;
              const y = HEAD + r * ROW;
              const here = p.pawns.filter((pawn) => pawn.track === t.number && pawn.square === square);
              return (
                <g>
                  <rect x={x + 2} y={y} width={COL - 4} height={ROW - 2} rx={4} class={legal ? 'wb-cell wb-legal' : 'wb-cell'} />
                  {here.length === 0 && (
                    <text x={x + COL / 2} y={y + 15} class="wb-num" text-anchor="middle">
                      {square}
                    </text>
                  )}
                  {here.map((pawn, k) => (
                    <g>
                      <circle cx={x + COL / 2 + (k - (here.length - 1) / 2) * 20} cy={y + ROW / 2 - 1} r={9} class={pawn.mine ? 'wb-pawn wb-me' : 'wb-pawn'} />
                      <text x={x + COL / 2 + (k - (here.length - 1) / 2) * 20} y={y + ROW / 2 + 4} class={pawn.mine ? 'wb-initial wb-me' : 'wb-initial'} text-anchor="middle">
                        {pawn.label}
                      </text>
                    </g>
                  ))}
                </g>
              );
            })}
          </g>
        );
      })}
      {dice.map((d, i) => (
        <g>
          <rect x={LEFT + 2 + i * 34} y={diceTop} width={28} height={28} rx={5} class={d === 1 ? 'wb-die wb-one' : 'wb-die'} />
          <text x={LEFT + 16 + i * 34} y={diceTop + 19} class="wb-pip" text-anchor="middle">
            {d}
          </text>
        </g>
      ))}
      {p.roll && (
        <text x={LEFT + 6 + dice.length * 34} y={diceTop + 19} class="wb-aside">
          {`1s aside: ${p.aside} of ${p.threshold}`}
        </text>
      )}
    </svg>
  );
}

/** The seed's switch from Tickles to Ouchies, step by step (frames from the engine: switch-example.ts). */
export default function SwitchExample({ src, title }: { src: string; title: string }) {
  return <Walkthrough<SwitchPicture> title={title} src={src} draw={(p) => <Board p={p} />} lesson="play/#teach" />;
}
