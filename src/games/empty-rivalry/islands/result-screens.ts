/**
 * The screens of a round from its decision on (Match.tsx, through a `laterModule` it
 * preloads once the round reaches its guesses): the odds, the reveal, a round's result and
 * the match's end. A match's first questions never load them.
 */
export { OddsTable } from './OddsTable';
export { RevealScreen } from './RevealScreen';
export { MatchRounds, RoundOutcome, RoundResult } from './RoundResult';
