import { SeatRing } from '~/components/rules/SeatRing';
import { Walkthrough } from '~/components/rules/Walkthrough';
import type { SeatPicture } from './seat-examples';

/** A Condemn from the card to its deadline: the seat circle and the turns played since (frames: seat-examples.ts). */
export default function CondemnExample({ src, title }: { src: string; title: string }) {
  return (
    <Walkthrough<SeatPicture>
      title={title}
      src={src}
      draw={(p) => (
        <>
          <SeatRing seats={p.seats} direction={p.direction} label={p.label} />
          <p class="walk-turns">
            <strong>Turns played:</strong> {p.turns.join(' · ')}
          </p>
        </>
      )}
      lesson="play/#teach"
    />
  );
}
