/**
 * What every helper needs only once a person uses the page, loaded by HelperFrame at the
 * player's first touch (so a page's first screen never pays for it): the tap guard
 * (fingers.ts) and the focus keeper (keepFocus.ts), installed as this file loads, and the
 * offer to bring back a game New game ended (`Ended`), whose code (Ended.tsx) loads only
 * once storage holds such a game.
 */
import { useEffect, useState } from 'preact/hooks';
import { ENDED } from '../keys';
import type { CrashRegistry } from './crash';
import { installFingers } from './fingers';
import { installKeepFocus } from './keepFocus';

installFingers();
installKeepFocus();

/** Whether storage holds any game New game ended (a key read, no store's code). */
function anyEnded(): boolean {
  try {
    const storage = globalThis.localStorage;
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.endsWith(ENDED)) return true;
  } catch {
    // Storage that can't be read holds nothing to bring back.
  }
  return false;
}

/**
 * "Bring back the game you ended" (Ended.tsx), in the frame of the helper whose New game
 * was tapped: looks after every tap and every change made in another tab, and loads the
 * offer's code once there is a game to offer.
 */
export function Ended({ group }: { group: CrashRegistry | null }) {
  const [offer, setOffer] = useState<typeof import('./Ended')>();
  useEffect(() => {
    if (offer) return;
    let live = true;
    const look = () =>
      setTimeout(() => {
        if (live && anyEnded()) import('./Ended').then((code) => live && setOffer(() => code), () => undefined);
      });
    look();
    addEventListener('click', look);
    addEventListener('storage', look);
    return () => {
      live = false;
      removeEventListener('click', look);
      removeEventListener('storage', look);
    };
  }, [offer]);
  return offer ? <offer.Ended group={group} /> : null;
}
