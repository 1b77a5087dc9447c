import { board, TOP_SQUARE, type TrackNumber } from '../data';
import '../board.css';

export interface BoardPawn {
  /** Track and square of a challenge pawn. */
  track: TrackNumber;
  square: number;
  /** Short label drawn in the square (the player's initial or seat). */
  label: string;
  /** Full name for screen readers. */
  name: string;
  /** True for the pawn of the player whose turn it is. */
  mine?: boolean;
}

interface Props {
  /** Challenge pawns to draw; none on the rules page. */
  pawns?: BoardPawn[];
  /** Tracks the current player may use (SR-3), highlighted. */
  legal?: readonly TrackNumber[];
  caption?: string;
}

const rows = Array.from({ length: TOP_SQUARE }, (_, i) => TOP_SQUARE - i); // top square first, as printed

/**
 * The challenge board as a table, top square first like the printed board. The
 * rules page renders it statically; the scoreboard adds pawns and legal tracks.
 */
export default function BoardTable({ pawns = [], legal = [], caption = 'The challenge board' }: Props) {
  const isLegal = (n: TrackNumber) => legal.includes(n);
  return (
    <table class="sr-board">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span class="visually-hidden">Square</span>
          </th>
          {board.tracks.map((t) => (
            <th scope="col" class={isLegal(t.number) ? 'legal' : undefined}>
              {t.number}s
              <br />
              {t.name}
              {isLegal(t.number) && <span class="visually-hidden"> (you may use this track)</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((square) => (
          <tr>
            <th scope="row">{square}</th>
            {board.tracks.map((t) => {
              const sq = t.squares[square - 1]!;
              const here = pawns.filter((p) => p.track === t.number && p.square === square);
              const cls = [square === TOP_SQUARE ? 'top' : '', isLegal(t.number) ? 'legal' : ''].join(' ').trim();
              return (
                <td class={cls || undefined}>
                  <span class="pts">{sq.points}</span>
                  {/* One line: "&" alone on a line reads as a stray mark. */}
                  {square === TOP_SQUARE && <span class="note">{board.topSquareNote.replace(/ /g, '\u00a0')}</span>}
                  {sq.name}
                  {here.map((p) => (
                    <span class={p.mine ? 'sr-token me' : 'sr-token'} role="img" aria-label={`${p.name}'s challenge pawn`}>
                      {p.label}
                    </span>
                  ))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
