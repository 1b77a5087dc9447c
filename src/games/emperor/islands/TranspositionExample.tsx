import { SeatRing } from '~/components/rules/SeatRing';
import { Walkthrough } from '~/components/rules/Walkthrough';
import type { SeatPicture } from './seat-examples';

/** The seed's Transposition on a seat circle: who trades seats, who plays next, who is passed over (frames: seat-examples.ts). */
export default function TranspositionExample({ src }: { src: string }) {
  return (
    <Walkthrough<SeatPicture>
      title="A Transposition passes a player over"
      src={src}
      draw={(p) => <SeatRing seats={p.seats} direction={p.direction} label={p.label} />}
      lesson="play/#teach"
    />
  );
}
