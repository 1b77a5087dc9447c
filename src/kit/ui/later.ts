import { createContext } from 'preact';

/**
 * True inside a screen that mounted after the page hydrated (kit onDemand): the server
 * never drew it, so a store there can read storage in its first render (no hydration to
 * match) and the screen appears with the game in it, not a "Loading" frame first.
 */
export const MountedLater = createContext(false);
