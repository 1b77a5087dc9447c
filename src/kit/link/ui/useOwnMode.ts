import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { hasSave } from '../../persist/saves';
import { LOAD_FAILED } from '../../ui/onDemand';

/*
 * "Each on our own phone", as a play page's first screen sees it: a flag and a loader, in a
 * file that imports nothing of the transport (the mode's code, the QR codes and the crypto
 * load only when a table chooses the mode). Every own-phone game's helper uses it, so the
 * mode opens the same way everywhere and, when its code can't load (offline, the page not
 * yet kept for offline use), says so in words where the player tapped, never a silent button.
 */

/** The own-phone island's props the kit gives it: back to one phone (the table left). */
export interface OwnModeProps {
  onLeave: () => void;
}

/**
 * A phone's camera app opened a table phone's first code (join.ts `JOIN_HASH`, `#join=K7QM3X`):
 * the mode opens on Join. Matched here, not imported: join.ts would bring the codec to the
 * first screen, and this file to every mode that reads a join address.
 */
const joiningHere = (): boolean => location.hash.startsWith('#join='); // read in an effect: always in a browser

export interface OwnMode<P extends OwnModeProps> {
  /** `off`: one phone; `opening`: the mode's code on its way (draw nothing yet); `on`: draw `Own`. */
  state: 'off' | 'opening' | 'on';
  Own: ComponentType<P> | undefined;
  /** The mode chosen: its code loads (true once drawn); `LOAD_FAILED` in `error` if it can't. */
  choose: () => Promise<boolean>;
  /** The table left: back to one phone, the address without its table code. */
  leave: () => void;
  busy: boolean;
  error: string | undefined;
}

/**
 * The mode's flag and loader: on when chosen, or (once `ready`) when this phone holds a save
 * of the mode (`saves`: its stores' names), when the game's own flag says so (`wanted`), or
 * when the page was opened by a table's `#join=` address.
 */
export function useOwnMode<P extends OwnModeProps>(load: () => Promise<{ default: ComponentType<P> }>, saves: readonly { key: string }[], ready = true, wanted = false): OwnMode<P> {
  const [state, setState] = useState<OwnMode<P>['state']>('off');
  const [Own, setOwn] = useState<ComponentType<P>>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const choose = () => {
    setError(undefined);
    setBusy(true);
    return load().then(
      (m) => {
        setOwn(() => m.default);
        setBusy(false);
        setState('on');
        return true;
      },
      () => {
        setBusy(false);
        setState('off');
        setError(LOAD_FAILED);
        return false;
      },
    );
  };
  useEffect(() => {
    if (!ready || state !== 'off') return;
    if (wanted || joiningHere() || saves.some((s) => hasSave(s, false))) {
      setState('opening');
      void choose();
    }
  }, [ready, wanted]);
  const leave = () => {
    history.replaceState(null, '', location.pathname);
    setState('off');
  };
  return { state, Own, choose, leave, busy, error };
}
