import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TableCode } from '../codec';
import { linksNow, useLinks, wordsFor, type Link } from './bus';
import type { PanelProps } from './LinkPanel';
import { LIVE } from './words';

interface Props {
  table: TableCode;
  /** This phone's seat. */
  seat: number;
  /** The players by seat. */
  names: readonly string[];
  /**
   * The seat that offers: it links to every other seat (a star: the Emperor's table phone
   * to each player phone), and every other seat links to it. Two phones: seat 0 and 1.
   */
  hub?: number;
  /** Seats whose phone can't link now (the Emperor's lost table phone's player, until back): not offered. */
  without?: readonly number[];
}

/**
 * "Link to Ben’s phone over Wi-Fi", under a game's step once the phones have joined: the
 * one thing a game draws for the live link. The WebRTC code (LinkPanel, peer, sdp) loads
 * when the button is tapped, never with the mode's first screen. Linked, it says so; when
 * the link fails or drops, it says that the codes take over, and offers to link again.
 */
export function LiveLink({ table, seat, names, hub = 0, without = [] }: Props) {
  const links = useLinks();
  const [open, setOpen] = useState<number | null>(null);
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  const [error, setError] = useState<string>();
  // A link that dropped or never came up is said at the top of the screen, wherever the player is, until OK.
  const [seen, setSeen] = useState<Link[]>([]);
  const fallen = links.find((l) => (l.state === 'dropped' || l.state === 'failed') && !seen.includes(l));
  const peers = (seat === hub ? names.map((name, i) => ({ seat: i, name })).filter((p) => p.seat !== hub) : [{ seat: hub, name: names[hub]! }]).filter((p) => !without.includes(p.seat));

  // Leaving the table (or this screen) ends its links: the other phone is told the link dropped.
  useEffect(() => () => void (linksNow().length && import('./peer').then((p) => linksNow().forEach((l) => p.stop(l.seat, null)))), []);

  const choose = async (peer: number) => {
    setError(undefined);
    try {
      const mod = await import('./LinkPanel');
      setPanel(() => mod.default);
      setOpen(peer);
    } catch {
      setError(LIVE.notLoaded);
    }
  };
  const unlink = (peer: number) => void import('./peer').then((p) => p.stop(peer));

  return (
    <div class="link-live stack">
      {peers.map((p) => {
        const link = links.find((l) => l.seat === p.seat);
        const up = link?.state === 'up';
        const said = link && !up && link.state !== 'linking' && link !== fallen ? (link.state === 'stopped' ? LIVE.stopped(p.name) : wordsFor([link])) : null;
        return (
          <div key={p.seat} class="stack">
            {up && <p role="status" style={{ margin: 0, fontWeight: 700 }}>{LIVE.linked(p.name)}</p>}
            {said && <p role="status" class="message notice">{said}</p>}
            <button type="button" class="btn" onClick={() => (up ? unlink(p.seat) : void choose(p.seat))}>
              {up ? 'Stop the link' : LIVE.start(p.name)}
            </button>
          </div>
        );
      })}
      {error && <p class="message error" role="alert">{error}</p>}
      {fallen && (
        <div
          role="alert"
          data-pinned
          class="message notice"
          style={{ position: 'fixed', top: '0.5rem', left: '0.5rem', right: '0.5rem', zIndex: 20, margin: '0 auto', maxWidth: '40rem', background: 'var(--surface)', display: 'flex', gap: '0.75rem', alignItems: 'center' }}
        >
          <span style={{ flex: 1 }}>{wordsFor([fallen])}</span>
          <button type="button" class="btn" onClick={() => setSeen([...seen, fallen])}>
            OK
          </button>
        </div>
      )}
      {Panel && open !== null && (
        <Panel table={table} me={seat} myName={names[seat]!} peer={peers.find((p) => p.seat === open)!} offering={seat === hub} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
