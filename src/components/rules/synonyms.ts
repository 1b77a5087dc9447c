/*
 * The words a table uses for a rule that the rules pages say otherwise: a search for one
 * finds the others (find.ts), ranked a little below the word itself. A group names the
 * games it holds for when a word means something else elsewhere ("draw" is a tie in
 * Empress, a card in SUBTWEET). Phrases are fine ("roll again"). Kept beside the index
 * (src/build/search.ts) and tested in tests/unit/rules/search.test.ts.
 */

export interface SynonymGroup {
  /** Words or phrases that mean the same at the table. */
  words: string[];
  /** Only on these games' pages (their slugs); every page when left out. */
  games?: string[];
}

export const SYNONYMS: SynonymGroup[] = [
  { words: ['reroll', 're-roll', 'roll again', 'roll the other dice'] },
  { words: ['tie', 'level', 'equal', 'same score'] },
  { words: ['tie', 'draw'], games: ['empress'] },
  { words: ['kill', 'condemn', 'execute'], games: ['emperor'] },
  { words: ['swap', 'switch', 'trade', 'exchange'] },
  { words: ['penalty', 'punish', 'punishment'] },
  { words: ['catch', 'bust'] },
  { words: ['favourite', 'like', 'heart'], games: ['subtweet'] },
  { words: ['blank', 'empty card', 'unwritten'], games: ['subtweet'] },
  { words: ['pass', 'skip'] },
  { words: ['stake', 'bet', 'wager', 'money', 'coin'] },
  { words: ['undo', 'take back'] },
  { words: ['angel', 'good books'], games: ['sibling-rivalry'] },
  { words: ['first', 'start', 'begin'] },
  { words: ['identity', 'role', 'side'], games: ['emperor'] },
];
