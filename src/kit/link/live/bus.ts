import { useEffect, useRef, useState } from 'preact/hooks';
import { QR_PREFIX } from '../codec';
import { LIVE } from './words';

/**
 * Where ShowCode and Scanner meet the live link, without loading it: a few hundred bytes
 * in the mode's chunk; the WebRTC part (peer.ts, LinkPanel.tsx) loads only when a player
 * taps "Link to …". Every code a ShowCode shows is sent to every phone linked now; a code
 * that arrives is given to the Scanner on screen as if scanned (its own onCode: the same
 * checks, the same refusals in words). A code that arrives before its Scanner is on screen
 * waits here and is tried again whenever a Scanner draws, quietly after its first refusal
 * (it may belong to a later step). Links are by seat: one for two phones; the Emperor's
 * table phone may hold one per player phone (a star).
 */

export type LinkState = 'linking' | 'up' | 'dropped' | 'failed' | 'stopped';
export interface Link {
  seat: number;
  /** The other phone's player, for words. */
  name: string;
  state: LinkState;
  send?: (text: string) => void;
}

/** A Scanner on screen: takes a code as if scanned; `loud` shows a refusal, else it stays quiet. */
type Take = (text: string, loud: boolean) => Promise<boolean>;

const links = new Map<number, Link & { sent: Set<string> }>();
/** Codes on screen now (a ShowCode drawn), each with how many ShowCodes show it. */
const shown = new Map<string, number>();
/** The link's own codes (offer, answer): never sent over a link. */
const own = new Set<string>();
const takers: { current: Take }[] = [];
let inbox: { text: string; tried: boolean }[] = [];
/** Codes this page took (scanned, or over a link): one that comes again over a link (shown on for a phone that missed it) is dropped unsaid. */
const taken = new Set<string>();
const watchers = new Set<() => void>();
/** While a link panel is open its scanner is for link codes only: arrivals wait. */
let panels = 0;

const notify = () => watchers.forEach((w) => w());

function flush(link: Link & { sent: Set<string> }) {
  if (link.state !== 'up' || !link.send) return;
  for (const text of shown.keys()) {
    if (link.sent.has(text) || own.has(text)) continue;
    link.sent.add(text);
    try {
      link.send(text);
    } catch {
      // A channel closing as we send: its close event says "dropped"; the QR is still on screen.
    }
  }
}

/** A link's state changed (peer.ts): up sends what is on screen now. */
export function setLink(link: Link): void {
  const before = links.get(link.seat);
  const next = { ...link, sent: before && before.state === 'up' && link.state === 'up' ? before.sent : new Set<string>() };
  links.set(link.seat, next);
  flush(next);
  notify();
  deliver();
}

/** A link given up before it came up ("Not now"): no words about it. */
export function forget(seat: number): void {
  links.delete(seat);
  notify();
}

export const linkOf = (seat: number): Link | undefined => links.get(seat);
export const linksNow = (): Link[] => [...links.values()];

/** A ShowCode's code: sent to each phone linked now and each that links while it is shown. */
export function share(text: string): () => void {
  if (!text.startsWith(QR_PREFIX)) return () => undefined;
  shown.set(text, (shown.get(text) ?? 0) + 1);
  links.forEach(flush);
  return () => {
    const n = (shown.get(text) ?? 1) - 1;
    if (n > 0) shown.set(text, n);
    else shown.delete(text);
  };
}

/** The link panel's own code: shown, never sent. */
export const keepOff = (text: string): void => void own.add(text);

/** A link panel opened or closed. */
export function holding(open: boolean): void {
  panels += open ? 1 : -1;
  notify();
  // After the panel's own scanner has gone: a code that waited goes to the game's.
  setTimeout(() => void deliver());
}

/** A code passed on by the hub for another phone: marked so its receiver stays quiet if it isn't for it. */
const RELAYED = '~';

/**
 * A code that came over a link (peer.ts) from the phone at `from`. A phone linked to more
 * than one (the Emperor's table phone, the star's hub) passes it on to its other links, so
 * a card shown by one player's phone to another's arrives there too; a phone it may not be
 * for (the hub included) says nothing (its scanner tries it quietly), and the QR stays on
 * screen for scanning.
 */
export function received(text: string, from?: number): void {
  const relayed = text.startsWith(RELAYED);
  const code = relayed ? text.slice(RELAYED.length) : text;
  if (!code.startsWith(QR_PREFIX)) return;
  // Passed on, it may be for another phone: the hub's own scanner then tries it quietly too.
  let passedOn = false;
  if (!relayed && from !== undefined) {
    for (const link of links.values()) {
      if (link.seat === from || link.state !== 'up' || !link.send || link.sent.has(code)) continue;
      link.sent.add(code);
      passedOn = true;
      try {
        link.send(RELAYED + code);
      } catch {
        // A channel closing as we send: its close event says so; the QR is still on screen.
      }
    }
  }
  if (taken.has(code)) return;
  // Sent again (shown on for a phone that missed it), it keeps how it was first tried.
  const before = inbox.find((x) => x.text === code);
  inbox = [...inbox.filter((x) => x !== before), { text: code, tried: (before?.tried ?? false) || relayed || passedOn }].slice(-8);
  deliver();
}

let busy = false;
let again = false;
/** Gives waiting codes to the Scanner on screen, one at a time; stops after one is taken (the next step draws its own Scanner). */
export async function deliver(): Promise<void> {
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  try {
    for (const item of [...inbox]) {
      const taker = takers.at(-1);
      if (!taker || panels > 0) break;
      const loud = !item.tried;
      item.tried = true;
      if (await taker.current(item.text, loud).catch(() => false)) {
        inbox = inbox.filter((x) => x !== item);
        taken.add(item.text);
        break;
      }
    }
  } finally {
    busy = false;
  }
  if (again) {
    again = false;
    void deliver();
  }
}

/** A code a scanner took from the camera or a photo. */
export const tookCode = (text: string): void => void taken.add(text.trim());

/** A scanner on screen takes arriving codes (the newest drawn first) until it goes. */
export function arrivals(taker: { current: Take }): () => void {
  takers.push(taker);
  void deliver();
  return () => void takers.splice(takers.indexOf(taker), 1);
}

/** What ShowCode calls: its code goes over every link while it is on screen. */
export function useShare(text: string): void {
  useEffect(() => share(text), [text]);
}

/**
 * What Scanner calls: codes arriving over a link are taken as if scanned. Returns the words
 * to show under the scanner: linked ("the code comes by itself"), dropped or failed, or null.
 */
export function useArrivals(take: Take): string | null {
  const ref = useRef(take);
  ref.current = take;
  const [, redraw] = useState(0);
  useEffect(() => {
    const watch = () => redraw((n) => n + 1);
    watchers.add(watch);
    const off = arrivals(ref);
    return () => {
      off();
      watchers.delete(watch);
    };
  }, []);
  // After every draw: a code that came early may be this step's now.
  useEffect(() => void (inbox.length && deliver()));
  if (panels > 0) return null;
  return wordsFor(linksNow());
}

/** One line for the links there are: linked, or why not any more. */
export function wordsFor(all: Link[]): string | null {
  const up = all.filter((l) => l.state === 'up');
  if (up.length) return LIVE.arrives(up.map((l) => l.name).join(', '));
  const down = all.find((l) => l.state === 'dropped' || l.state === 'failed');
  return down ? LIVE[down.state as 'dropped' | 'failed'](down.name) : null;
}

/** Redraws a component when a link changes. */
export function useLinks(): Link[] {
  const [, redraw] = useState(0);
  useEffect(() => {
    const watch = () => redraw((n) => n + 1);
    watchers.add(watch);
    return () => void watchers.delete(watch);
  }, []);
  return linksNow();
}
