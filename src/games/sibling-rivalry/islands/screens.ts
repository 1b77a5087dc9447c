// The scoreboard with its saves and every screen it reaches after its first screen (the
// players' names), behind one entry (islands/Helper.tsx `later`): add a new screen here.
export { default as Scoreboard } from './Scoreboard';
