import { SeatRing } from '~/components/rules/SeatRing';
import { Walkthrough } from '~/components/rules/Walkthrough';
import type { SeatPicture } from './seat-examples';

/** The seed's Transposition on a seat circle: who trades seats, who plays next, who is passed over (frames: seat-examples.ts). */
export default function TranspositionExample({ src, title }: { src: string; title: string }) {
  return (
    <Walkthrough<SeatPicture>
      title={title}
      src={src}
      draw={(p) => <SeatRing seats={p.seats} direction={p.direction} label={p.label} />}
      lesson="play/#teach"
    />
  );
}
