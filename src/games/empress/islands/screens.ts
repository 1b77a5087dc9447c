/**
 * The loaders of the play page's later screens, one small hop away from the page.
 *
 * The page's own chunk imports only this file, so the build writes one short list of
 * files for it instead of the full list of every screen's chunks (about 0.2 KB gzip
 * that every visit would pay before touching anything). Each screen still loads when
 * its mode is first shown, or as soon as the player first touches the page
 * (kit/ui/onDemand).
 */
export const matchTracker = () => import('./MatchTracker').then((m) => m.default);
export const passThePhone = () => import('./PassThePhone').then((m) => m.default);
