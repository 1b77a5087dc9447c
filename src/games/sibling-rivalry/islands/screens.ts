// Everything the helper (islands/Helper.tsx) draws after its first screen (the players'
// names), behind one on-demand entry (the kit's `laterModule`): the scoreboard with its
// saves, which reaches every later screen itself. A new screen goes where the scoreboard
// shows it (Scoreboard.tsx imports it), and arrives in this chunk with it; export it here
// only if Helper.tsx itself must draw it.
export { default as Scoreboard } from './Scoreboard';
