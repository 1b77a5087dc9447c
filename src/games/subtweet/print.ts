import { rgb, type PDFPage } from 'pdf-lib';
import {
  addBoardPage,
  addCardSheets,
  aidBack,
  aidFront,
  createDocument,
  deckBack,
  drawCardFrame,
  drawLine,
  drawWrapped,
  CARD_PAPER,
  DUPLEX_CARDS,
  finishSheets,
  PER_FOLD_SHEET,
  PLAIN_PAPER,
  finish,
  mm,
  PER_SHEET,
  rulesBooklet,
  SINGLE_SIDED,
  type AidContent,
  type BuildOptions,
  type Box,
  type Card,
  type CardOptions,
  type Fonts,
  type Paper,
  type Printable,
  tuckBox,
  withEverything,
} from '~/kit/pdf';
import { subtweet } from './data';
import { emblem } from './emblem';

/** The players the standard file is made for: four sheets of nine, about ten blank tweets and a player aid each (make more on /print/). */
export const STANDARD_PLAYERS = 3;

/** Card layout in mm from the card's own edges (Squib habit: geometry apart from drawing). */
export const CARD_LAYOUT = {
  /** Inset of the printed frame from the cut line. */
  frame: 3,
  /** Side padding inside the frame. */
  pad: 3,
  /** Baseline of the first ruled line, from the top edge. */
  firstLine: 17,
  /** Gap between ruled lines: enough for handwriting. */
  lineGap: 6.5,
  /** Lowest ruled line, from the bottom edge. */
  lowestLine: 7,
  /** The recipient's corner: a right triangle in the bottom-right with legs this long. */
  corner: 30,
} as const;

const INK = rgb(0, 0, 0);
const RULE = rgb(0.62, 0.62, 0.62);
const GREY = rgb(0.35, 0.35, 0.35);
const TINT = rgb(0.9, 0.9, 0.9);

/** Heights (from the card bottom, mm) and right ends (from the card left, mm) of the ruled lines. */
export function ruledLines(card: { width: number; height: number } = { width: 63, height: 88 }): { y: number; right: number }[] {
  const { frame, pad, firstLine, lineGap, lowestLine, corner } = CARD_LAYOUT;
  const right = card.width - frame - pad;
  const lines: { y: number; right: number }[] = [];
  for (let top = firstLine; card.height - top >= lowestLine; top += lineGap) {
    const y = card.height - top;
    // A line that reaches the corner triangle stops 2 mm short of its fold line.
    const above = y - frame;
    const stop = above < corner ? card.width - frame - (corner - above) - 2 : right;
    lines.push({ y, right: Math.min(right, stop) });
  }
  return lines;
}

function drawTweetFront(page: PDFPage, box: Box, fonts: Fonts): void {
  const { frame, pad, corner } = CARD_LAYOUT;
  const at = (x: number, y: number) => ({ x: box.x + mm(x), y: box.y + mm(y) });
  drawCardFrame(page, box, frame);

  // The recipient's corner: tinted, with a dashed fold line, to hide under a token or fold back.
  const c = mm(corner);
  const right = box.x + box.width - mm(frame);
  const bottom = box.y + mm(frame);
  page.drawSvgPath(`M ${right} ${-bottom} L ${right - c} ${-bottom} L ${right} ${-(bottom + c)} Z`, { x: 0, y: 0, color: TINT });
  page.drawLine({ start: { x: right - c, y: bottom }, end: { x: right, y: bottom + c }, thickness: 0.8, color: INK, dashArray: [3, 2] });
  drawLine(page, 'to:', right - mm(17), bottom + mm(7), { font: fonts.bold, size: 8, color: GREY });
  page.drawLine({ start: { x: right - mm(19), y: bottom + mm(3.5) }, end: { x: right - mm(2), y: bottom + mm(3.5) }, thickness: 0.5, color: RULE });
  // Above the corner's dashed line, clear of it: the line rises to the right, so the words sit right of where it starts.
  drawLine(page, 'fold or cover', right - mm(1.5), bottom + c + mm(1.5), { font: fonts.regular, size: 7, color: GREY }, 'right');

  // Header: an avatar circle and the game's name, like the top of a tweet.
  const head = at(frame + pad + 3, 88 - frame - pad - 3.5);
  page.drawCircle({ ...head, size: mm(3), borderColor: GREY, borderWidth: 0.8 });
  drawLine(page, 'SUBTWEET', head.x + mm(5), head.y - 3, { font: fonts.bold, size: 9 });
  drawLine(page, subtweet.hashtag, box.x + box.width - mm(frame + pad), head.y - 3, { font: fonts.regular, size: 7, color: GREY }, 'right');

  for (const line of ruledLines()) {
    page.drawLine({ start: at(frame + pad, line.y), end: at(line.right, line.y), thickness: 0.5, color: RULE });
  }
}

/** A player's share of blank cards: the seed suggests about ten each. */
export const CARDS_PER_PLAYER = subtweet.blankCardsPerPlayer;

/** Cards to print for a table: ten a player and a player aid each, rounded up to full sheets (the spares are blank cards too). */
export function cardsForPlayers(players: number, perSheet: number = PER_SHEET): number {
  return Math.ceil((players * (CARDS_PER_PLAYER + 1)) / perSheet) * perSheet;
}

export const CARD_COUNT = cardsForPlayers(STANDARD_PLAYERS);

/** The blank tweets among a table's cards: all but one aid a player. */
export const tweetsIn = (players: number, perSheet: number = PER_SHEET): number => cardsForPlayers(players, perSheet) - players;

export interface TweetCardOptions extends CardOptions {
  /** How many players the cards are for (ST-1); three unless given. */
  players?: number;
}

/** The player aid: the penalties on the front (ST-4), a turn on the back. */
export function aidContent(): { front: AidContent; back: AidContent } {
  const sections = aidSections();
  const penalties = sections.find((s) => s.heading.startsWith('Penalties'))!;
  const turn = sections.find((s) => s.heading === 'A turn')!;
  return {
    front: { title: 'Penalties', sections: [{ heading: penalties.heading.replace(/^Penalties /, ''), lines: penalties.lines }] },
    back: { title: 'A turn', sections: [{ lines: turn.lines }] },
  };
}

export async function buildTweetCards(paper: Paper, options: TweetCardOptions = {}): Promise<Uint8Array> {
  const perSheet = (options.sides ?? 'duplex') === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  const players = options.players ?? STANDARD_PLAYERS;
  const tweets = tweetsIn(players, perSheet);
  const { doc, fonts } = await createDocument({
    title: 'SUBTWEET blank tweet cards',
    subject: `${tweets} blank poker-size cards to write tweets on, with a corner for the recipient, and ${players} player aids`,
  });
  const back = deckBack(fonts, emblem, { word: 'SUBTWEET' });
  const aid = aidContent();
  const aidCard: Card = { front: aidFront(fonts, 'SUBTWEET', aid.front), back: aidBack(fonts, back.field, aid.back) };
  const tweet: Card = { front: (page: PDFPage, box: Box) => drawTweetFront(page, box, fonts) };
  // The aids shared out over the sheets, at the end of each.
  const sheets = cardsForPlayers(players, perSheet) / perSheet;
  const cards: Card[] = [];
  for (let sheet = 0; sheet < sheets; sheet++) {
    const aids = Math.floor(((sheet + 1) * players) / sheets) - Math.floor((sheet * players) / sheets);
    for (let i = 0; i < perSheet; i++) cards.push(i < perSheet - aids ? tweet : aidCard);
  }
  addCardSheets(doc, cards, { sides: options.sides, fit: options.fit, stamp: options.stamp, paper, fonts, game: 'SUBTWEET', defaultBack: back });
  return finish(doc);
}

/** The player aid's words, built from the data so the numbers match the helper. */
export function aidSections(): { heading: string; lines: string[] }[] {
  const { handCap, startingCards, penaltyCards } = subtweet;
  const card = penaltyCards === 1 ? 'one blank card' : `${penaltyCards} blank cards`;
  return [
    {
      heading: 'A turn',
      lines: [
        '1. Read one of your written cards aloud and lay it face up, recipient corner covered.',
        '2. Everyone else closes a fist: token inside to favourite, empty to pass. The author never favourites.',
        '3. All fists open together.',
        '4. Uncover the corner to show who the tweet was about, then hand out penalties.',
      ],
    },
    {
      heading: `Penalties (each is ${card})`,
      lines: [
        'The recipient did NOT favourite: the author and the recipient each take one.',
        'Anyone who favourited and is NOT the recipient takes one.',
        'Only the recipient favourited: nobody takes one. A perfect subtweet.',
        `Hand limit: a player already holding ${handCap} cards takes no penalty card.`,
      ],
    },
    {
      heading: 'Blank cards and passing',
      lines: [
        'Write a new tweet and a recipient on your blank cards whenever you like.',
        'If your turn comes and your hand is all blank cards, you pass.',
      ],
    },
    {
      heading: 'Starting and winning',
      lines: [
        `Everyone starts with ${startingCards} written cards. The shortest Twitter handle (or nickname) goes first; rock-paper-scissors settles a tie. Then play goes round the circle.`,
        `The first player with no cards left, once a turn is settled, wins. Share the best card with ${subtweet.hashtag}.`,
      ],
    },
    {
      heading: 'Optional variations (agree before playing)',
      lines: subtweet.variations.map((v) => `${v.name}: ${v.summary}`),
    },
  ];
}

export async function buildPlayerAid(paper: Paper, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'SUBTWEET player aid', subject: 'A turn, the penalty rules and the variations on one page' });
  const { page, area } = addBoardPage(doc, fonts, paper, 'SUBTWEET: player aid', 'portrait', options.fit);
  let y = area.y + area.height;
  for (const section of aidSections()) {
    y -= mm(4);
    drawLine(page, section.heading, area.x, y - 15, { font: fonts.bold, size: 15 });
    y -= 15 + mm(2.5);
    for (const line of section.lines) {
      y = drawWrapped(page, line, { x: area.x + mm(4), top: y, width: area.width - mm(4), minY: area.y + mm(8) }, { font: fonts.regular, size: 13 });
      y -= mm(1.8);
    }
    page.drawLine({ start: { x: area.x, y: y - mm(1) }, end: { x: area.x + area.width, y: y - mm(1) }, thickness: 0.5, color: RULE });
    y -= mm(2);
  }
  drawLine(page, 'Rules summary in our own words.', area.x, area.y, { font: fonts.regular, size: 8, color: GREY });
  finishSheets(fonts, [page], { stamp: options.stamp ?? { game: 'SUBTWEET', credit: '' }, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

export const printables: Printable[] = withEverything([
  {
    game: 'subtweet',
    name: 'tweet-cards',
    // Cards for the table's size (ST-1: about ten a player).
    studio: { form: 'tweets', make: (paper, options, { players }) => buildTweetCards(paper, { ...options, ...(players ? { players } : {}) }) },
    title: 'SUBTWEET: blank tweet cards',
    purpose: `Poker-size cards with ruled lines for the tweet and a marked corner for the recipient's name (cover it with a token or fold it back), and a penalties aid for each player.`,
    howToPrint: DUPLEX_CARDS,
    cards: {
      count: { duplex: cardsForPlayers(STANDARD_PLAYERS), fold: cardsForPlayers(STANDARD_PLAYERS, PER_FOLD_SHEET) },
      forTable: {
        duplex: `${tweetsIn(STANDARD_PLAYERS)} blank cards and ${STANDARD_PLAYERS} aids: ${STANDARD_PLAYERS} players, about ${CARDS_PER_PLAYER} cards each. More players: make them below.`,
        fold: `Fold-over: ${tweetsIn(STANDARD_PLAYERS, PER_FOLD_SHEET)} blank cards.`,
      },
    },
    paperAdvice: `${CARD_PAPER} You write on these: plain paper in sleeves works well.`,
    build: (paper, options) => buildTweetCards(paper, options),
  },
  {
    game: 'subtweet',
    name: 'player-aid',
    title: 'SUBTWEET: player aid',
    purpose: 'One page with a turn, the penalty rules, the hand limit, passing, winning and the variations.',
    howToPrint: SINGLE_SIDED,
    paperAdvice: PLAIN_PAPER,
    build: buildPlayerAid,
  },
  tuckBox({ game: 'subtweet', title: 'SUBTWEET', emblem, cards: CARD_COUNT, contents: `${CARD_COUNT} tweet cards for ${STANDARD_PLAYERS} players, with the player aids.` }),
  rulesBooklet('subtweet', 'SUBTWEET'),
], { title: 'SUBTWEET', order: ['rules-booklet', 'player-aid', 'tweet-cards', 'tuck-box'] });
