import { rgb } from 'pdf-lib';
import type { Emblem } from '../emblem';
import { aidBack, aidFront, type AidContent } from './aid';
import { deckBack } from './back';
import { addCardSheets, drawCardFrame, fillSheets, type Card } from './cards';
import { createDocument, finish } from './document';
import type { Fonts } from './font';
import type { BuildOptions, Printable } from './printable';
import { CARD_PAPER, DUPLEX_CARDS, aidsText } from './printable';
import { PER_FOLD_SHEET, PER_SHEET } from './sheet';
import { drawLine } from './text';
import { mm, type Paper } from './units';

const INK = rgb(0.1, 0.1, 0.1);

export interface DiceCardsOptions {
  game: string;
  title: string;
  emblem: Emblem;
  /** The dice the cards stand in for, by their sides: one deck each (a d12 and a d4: 12 cards and 4). */
  dice: number[];
}

/** How a table rolls with the decks, on the aid cards that fill the sheets. */
function rollingAid(dice: number[]): AidContent {
  return {
    title: 'Rolling with cards',
    sections: [
      { lines: [`A deck stands in for each die: ${dice.map((d) => `${d} cards for the d${d}`).join(', ')}. Sort them by the corner before a game.`] },
      { heading: 'A blind roll', lines: ['Shuffle the deck face down. Draw one card without looking and lay it face down: that is the roll.', 'Turn it over when the rules reveal the die. Then shuffle it back in.'] },
    ],
  };
}

function dieFront(fonts: Fonts, sides: number, value: number): Card['front'] {
  return (page, box) => {
    drawCardFrame(page, box);
    drawLine(page, `d${sides}`, box.x + mm(6), box.y + box.height - mm(11), { font: fonts.bold, size: 12, color: INK });
    drawLine(page, `d${sides}`, box.x + box.width - mm(6), box.y + mm(7), { font: fonts.bold, size: 12, color: INK }, 'right');
    drawLine(page, String(value), box.x + box.width / 2, box.y + box.height / 2 - mm(8), { font: fonts.bold, size: 64, color: INK }, 'center');
    drawLine(page, `${value} of ${sides}`, box.x + box.width / 2, box.y + mm(14), { font: fonts.regular, size: 9, color: INK }, 'center');
  };
}

/** The decks and their aids, in sheet order: each die's cards, then aids to fill the last sheet (at least one). */
export function diceCardCount(dice: number[], perSheet: number): { cards: number; aids: number } {
  const cards = dice.reduce((n, d) => n + d, 0);
  return { cards, aids: 1 + ((perSheet - ((cards + 1) % perSheet)) % perSheet) };
}

export async function buildDiceCards(paper: Paper, o: DiceCardsOptions, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: `${o.title}: dice cards`, subject: `Cards for blind rolls without dice: ${o.dice.map((d) => `d${d}`).join(' and ')}` });
  const back = deckBack(fonts, o.emblem, { word: 'ROLL' });
  const aid = rollingAid(o.dice);
  const perSheet = (options.sides ?? 'duplex') === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  const cards = fillSheets<Card>(
    o.dice.flatMap((d) => Array.from({ length: d }, (_, i) => ({ front: dieFront(fonts, d, i + 1) }))),
    [{ front: aidFront(fonts, o.title, aid), back: aidBack(fonts, back.field) }],
    perSheet,
    { minAids: 1 },
  );
  addCardSheets(doc, cards, { ...options, paper, fonts, game: o.title, defaultBack: back });
  return finish(doc);
}

/** A game's dice stand-in as a printable: one deck a die, drawn face down for a blind roll. */
export function diceCards(o: DiceCardsOptions): Printable {
  const count = (per: number) => diceCardCount(o.dice, per);
  const d = count(PER_SHEET);
  const f = count(PER_FOLD_SHEET);
  return {
    game: o.game,
    name: 'dice-cards',
    title: `${o.title} dice cards`,
    purpose: `No ${o.dice.map((s) => `d${s}`).join(' or ')} at the table? ${o.dice.map((s, i) => `${i === 0 ? 'A' : 'a'} ${s}-card deck`).join(' and ')} stand in for them: shuffle, draw one face down for a blind roll.`,
    howToPrint: DUPLEX_CARDS,
    cards: {
      count: { duplex: d.cards + d.aids, fold: f.cards + f.aids },
      forTable: { duplex: `${d.cards} cards and ${aidsText(d.aids)}. One copy for the table.`, fold: `Fold-over: ${aidsText(f.aids)}.` },
    },
    paperAdvice: CARD_PAPER,
    build: (paper, options) => buildDiceCards(paper, o, options),
  };
}
