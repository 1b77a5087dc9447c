import { board, defaultLayout, type Layout } from '../data';
import '../board.css';

export interface TrackPawn {
  /** 0 = Start, 1..length a square, length + 1 past the finish. */
  score: number;
  label: string;
  name: string;
}

interface Props {
  layout?: Layout;
  pawns?: TrackPawn[];
  /** Heading text read before the list. */
  label?: string;
}

/** The score track (SR-1): Start, numbered squares with Little Angels and Devils, Finish. */
export default function ScoreTrack({ layout = defaultLayout, pawns = [], label = 'The score track' }: Props) {
  const { littleAngel, littleDevil } = board.catchThresholds;
  const cells = Array.from({ length: layout.length + 2 }, (_, i) => i);
  return (
    <ol class="sr-track" aria-label={label}>
      {cells.map((i) => {
        const angel = layout.angels.includes(i);
        const devil = layout.devils.includes(i);
        const here = pawns.filter((p) => (i === layout.length + 1 ? p.score > layout.length : p.score === i));
        const end = i === 0 || i === layout.length + 1;
        return (
          <li class={[angel ? 'angel' : '', devil ? 'devil' : '', end ? 'end' : ''].join(' ').trim() || undefined}>
            <span class="num">{i === 0 ? 'Start' : i === layout.length + 1 ? 'Finish' : i}</span>
            {angel && <span title={`${littleAngel} 1s to catch`}>Angel</span>}
            {devil && <span title={`${littleDevil} 1s to catch`}>Devil</span>}
            {here.map((p) => (
              <span class="sr-token" role="img" aria-label={`${p.name}'s scoring pawn`}>
                {p.label}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
