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
  PER_SHEET,
  PLAIN_PAPER,
  rulesBooklet,
  spreadAcrossSheets,
  finish,
  fitSize,
  mm,
  SINGLE_SIDED,
  tint,
  type AidContent,
  type Back,
  type BuildOptions,
  type Box,
  type CardOptions,
  type Card,
  type Fonts,
  type Paper,
  type Printable,
  type RulesBlock,
  type Sides,
  aidsText,
  tuckBox,
  withEverything,
} from '~/kit/pdf';
import { data, identityName, type AbilityCard, type IdentityKind } from './data';
import { emblem } from './emblem';

/** Card geometry in mm, apart from the content (Squib habit): the frame inset and the text column. */
export const CARD_LAYOUT = {
  frame: 3,
  /** Inner padding from the frame to the text. */
  pad: 3.5,
  /** Baseline gap from the top of the frame to the kind label. */
  labelTop: 8,
  /** Height kept for the footer at the bottom. */
  footer: 9,
  effectSize: 10,
  specialSize: 8,
} as const;

const INK = rgb(0.12, 0.1, 0.08);
const MUTED = rgb(0.35, 0.32, 0.28);
const ACCENT = rgb(0.48, 0.18, 0.11);

/** What tells the kinds apart on the front, besides the name: a shape, drawn (never a glyph). */
function drawMark(page: PDFPage, kind: IdentityKind, cx: number, cy: number, r: number): void {
  const color = kind === 'emperor' ? ACCENT : INK;
  if (kind === 'emperor') {
    // A crown: a band with three points.
    const w = r * 2;
    const path = `M 0 0 L ${w} 0 L ${w} ${-r * 1.1} L ${w * 0.78} ${-r * 0.45} L ${w / 2} ${-r * 1.3} L ${w * 0.22} ${-r * 0.45} L 0 ${-r * 1.1} Z`;
    page.drawSvgPath(path, { x: cx - r, y: cy - r * 0.5, color });
  } else if (kind === 'loyalist') {
    // A shield.
    const path = `M 0 0 L ${2 * r} 0 L ${2 * r} ${r} Q ${2 * r} ${2 * r} ${r} ${2.4 * r} Q 0 ${2 * r} 0 ${r} Z`;
    page.drawSvgPath(path, { x: cx - r, y: cy + r * 1.2, color });
  } else {
    // A pennant on a pole: the flag of a revolt.
    page.drawRectangle({ x: cx - r, y: cy - r * 1.2, width: r * 0.25, height: r * 2.4, color });
    const path = `M 0 0 L ${1.9 * r} ${0.5 * r} L 0 ${r} Z`;
    page.drawSvgPath(path, { x: cx - r * 0.75, y: cy + r * 1.2, color });
  }
}

/** Front of an identity card: its kind in words and as a shape, and what it makes you. */
function identityFront(fonts: Fonts, kind: IdentityKind): Card['front'] {
  const name = identityName(kind);
  const rule =
    kind === 'emperor'
      ? 'Turn this card face up: you are the Emperor.'
      : `Two ${name} cards among your three make you a ${name}.`;
  return (page, box) => {
    drawCardFrame(page, box, CARD_LAYOUT.frame);
    const cx = box.x + box.width / 2;
    const top = box.y + box.height - mm(CARD_LAYOUT.frame);
    drawLine(page, 'IDENTITY', cx, top - mm(CARD_LAYOUT.labelTop), { font: fonts.bold, size: 8, color: MUTED }, 'center');
    drawMark(page, kind, cx, box.y + box.height * 0.6, mm(7));
    drawLine(page, name, cx, box.y + box.height * 0.36, { font: fonts.bold, size: 20, color: INK }, 'center');
    const inner = mm(CARD_LAYOUT.frame + CARD_LAYOUT.pad);
    drawWrapped(page, rule, { x: box.x + inner, top: box.y + box.height * 0.3, width: box.width - 2 * inner }, { font: fonts.regular, size: 8.5, color: INK }, 'center');
    footer(page, fonts, box, `Identity: ${name}`);
  };
}

/** The small line at the foot of every front; also how the PDF test counts the cards. */
function footer(page: PDFPage, fonts: Fonts, box: Box, text: string): void {
  drawLine(page, text, box.x + box.width / 2, box.y + mm(CARD_LAYOUT.frame + 3), { font: fonts.regular, size: 7, color: MUTED }, 'center');
}

/** The instinct mark: a filled diamond (a shape, not a glyph) before the word. */
function drawInstinct(page: PDFPage, fonts: Fonts, x: number, y: number, instinct: boolean): void {
  if (instinct) {
    const s = 3.2;
    page.drawSvgPath(`M 0 ${-s} L ${s} 0 L 0 ${s} L ${-s} 0 Z`, { x: x + s, y: y + 3, color: ACCENT });
    drawLine(page, 'INSTINCT: play at any time', x + 2 * s + 3, y, { font: fonts.bold, size: 7.5, color: ACCENT });
  } else {
    drawLine(page, 'Play on your own turn', x, y, { font: fonts.bold, size: 7.5, color: MUTED });
  }
}

/** Front of an ability card: name, when to play, effect, and the Emperor/Rebel specials. */
function abilityFront(fonts: Fonts, card: AbilityCard): Card['front'] {
  return (page, box) => {
    drawCardFrame(page, box, CARD_LAYOUT.frame);
    const inner = mm(CARD_LAYOUT.frame + CARD_LAYOUT.pad);
    const x = box.x + inner;
    const width = box.width - 2 * inner;
    const top = box.y + box.height - mm(CARD_LAYOUT.frame);
    const minY = box.y + mm(CARD_LAYOUT.footer + CARD_LAYOUT.frame);
    drawLine(page, 'ABILITY', x, top - mm(CARD_LAYOUT.labelTop), { font: fonts.bold, size: 8, color: MUTED });
    const titleSize = fitSize(card.name, fonts.bold, 15, width, 1, 10);
    drawLine(page, card.name, x, top - mm(CARD_LAYOUT.labelTop) - 20, { font: fonts.bold, size: titleSize, color: INK });
    drawInstinct(page, fonts, x, top - mm(CARD_LAYOUT.labelTop) - 34, card.instinct);
    let y = drawWrapped(page, card.effect, { x, top: top - mm(CARD_LAYOUT.labelTop) - 44, width, minY }, { font: fonts.regular, size: CARD_LAYOUT.effectSize, color: INK });
    for (const [label, text] of [
      ['Emperor:', card.emperorSpecial],
      ['Rebel:', card.rebelSpecial],
    ] as const) {
      if (!text) continue;
      y -= 6;
      drawLine(page, label, x, y - CARD_LAYOUT.specialSize, { font: fonts.bold, size: CARD_LAYOUT.specialSize, color: ACCENT });
      y = drawWrapped(page, text, { x, top: y - CARD_LAYOUT.specialSize - 2, width, minY }, { font: fonts.regular, size: CARD_LAYOUT.specialSize, color: INK });
    }
    footer(page, fonts, box, `Ability: ${card.name}`);
  };
}

/** The ability deck's colour: slate, apart from the identity deck's gold, so the decks never mix. */
const ABILITY_INK = '#3b5577';

/**
 * Backs: each deck its own colour, every back of a deck alike and frameless; IDENTITY or
 * ABILITY in words too. The two decks never share a sheet, so a misprint cannot show one
 * deck's colour on the other's edge.
 */
function back(fonts: Fonts, kind: 'identity' | 'ability'): Back {
  return kind === 'identity'
    ? deckBack(fonts, emblem, { word: 'IDENTITY' })
    : deckBack(fonts, emblem, { word: 'ABILITY', field: tint(ABILITY_INK, 0.86), ink: ABILITY_INK });
}

const kindName = (id: IdentityKind) => identityName(id);

/** The player aid, one a player: a round, a turn and the Rebels' win on the front; the ability cards and the deal on the back. */
export function aidContent(): { front: AidContent; back: AidContent } {
  const pools = data.drawPools.map((p) => {
    const c = p.cards;
    return `${p.players} players: ${c.emperor} ${kindName('emperor')}, ${c.loyalist} ${kindName('loyalist')}, ${c.rebel} ${kindName('rebel')}`;
  });
  return {
    front: {
      title: 'A round',
      sections: [
        { lines: ['The Emperor picks a direction; the player beside the Emperor that way starts. The Emperor\'s turn ends the round.'] },
        {
          heading: 'Your turn',
          lines: [
            `1. Draw ${data.turn.draw} ability card.`,
            '2. Do one: play a card, look at another player\'s identity card, shuffle yours (then keep one ability card), or pass.',
            `3. Discard down to ${data.turn.handLimit}.`,
            'Instinct cards: any time, on anyone\'s turn.',
          ],
        },
        {
          heading: 'The Rebels win',
          lines: [
            'A Rebel beside the Emperor condemns the Emperor, and it is not blocked by the end of the Emperor\'s turn; or it is blocked and, that round, the Rebel on the other side condemns too.',
          ],
        },
      ],
    },
    back: {
      title: `Ability cards (${data.abilityTotal})`,
      sections: [
        { lines: data.abilityCards.map((c) => `${c.name} ×${c.count}${c.instinct ? ', instinct' : ''}`) },
        { heading: 'Third card, drawn from', lines: pools },
      ],
    },
  };
}

/**
 * Where the identity cards and their aids go, slot by slot over the identity sheets: each
 * faction spread evenly, and no slot holding the same faction on every sheet (a fixed
 * seed, so the same bytes each build).
 */
export function identitySlots(deck: Deck, perSheet: number): (IdentityKind | 'aid' | null)[] {
  if (deck === 'ability') return [];
  const counts = aidCounts(deck, perSheet === PER_FOLD_SHEET ? 'fold' : 'duplex');
  const kinds = data.identityCards.map((c) => Array<IdentityKind | 'aid'>(c.count).fill(c.id));
  return spreadAcrossSheets(kinds, Array<'aid'>(counts.identity).fill('aid'), perSheet, perSheet);
}

function abilityCards(fonts: Fonts): Card[] {
  const abilityBack = back(fonts, 'ability');
  return data.abilityCards.flatMap((c) => Array.from({ length: c.count }, () => ({ front: abilityFront(fonts, c), back: abilityBack })));
}

/** Which cards a PDF holds: the whole game, or one deck (the Emperor's ability cards wear out first). */
export type Deck = 'all' | 'identity' | 'ability';

const free = (cards: number, perSheet: number) => (perSheet - (cards % perSheet)) % perSheet;

/** Player aids in a deck's file: the free slots of its sheets; the whole game's file has one for each of the most players. */
export function aidCounts(deck: Deck, sides: Sides): { identity: number; ability: number } {
  const perSheet = sides === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  const ability = deck === 'identity' ? 0 : free(data.abilityTotal, perSheet);
  if (deck === 'ability') return { identity: 0, ability };
  const wanted = deck === 'all' ? Math.max(0, data.players.max - ability) : 0;
  return { identity: wanted + free(data.identityTotal + wanted, perSheet), ability };
}

/**
 * The cards of a deck in sheet order: the identity cards on sheets of their own, each
 * sheet holding Loyalists and Rebels in equal numbers (give or take one), then the
 * ability cards; player aids fill each deck's free slots, with the deck's back colour.
 */
export function deckCards(fonts: Fonts, deck: Deck, perSheet: number): (Card | null)[] {
  const sides: Sides = perSheet === PER_FOLD_SHEET ? 'fold' : 'duplex';
  const counts = aidCounts(deck, sides);
  const aid = aidContent();
  const aidFor = (kind: 'identity' | 'ability'): Card => ({ front: aidFront(fonts, 'The Emperor', aid.front), back: aidBack(fonts, back(fonts, kind).field, aid.back) });
  const identityBack = back(fonts, 'identity');
  const identityAid = aidFor('identity');
  const identity = identitySlots(deck, perSheet).map((id): Card | null => (id === null ? null : id === 'aid' ? identityAid : { front: identityFront(fonts, id), back: identityBack }));
  const ability = deck === 'identity' ? [] : [...abilityCards(fonts), ...Array<Card>(counts.ability).fill(aidFor('ability'))];
  return [...identity, ...ability];
}

const TITLES: Record<Deck, { title: string; subject: string }> = {
  all: { title: 'Everyone Wants To Sit Besides The Emperor: all cards', subject: `${data.identityTotal} identity cards and ${data.abilityTotal} ability cards, poker size` },
  identity: { title: 'Everyone Wants To Sit Besides The Emperor: identity cards', subject: `${data.identityTotal} identity cards, poker size` },
  ability: { title: 'Everyone Wants To Sit Besides The Emperor: ability cards', subject: `${data.abilityTotal} ability cards, poker size` },
};

/** The game's short name for sheet labels, which must fit down the side of a US Letter sheet. */
const SHORT_NAME = 'Sit Besides The Emperor';

export async function buildDeck(paper: Paper, deck: Deck, options: CardOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument(TITLES[deck]);
  const perSheet = (options.sides ?? 'duplex') === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  addCardSheets(doc, deckCards(fonts, deck, perSheet), { ...options, paper, fonts, game: SHORT_NAME });
  return finish(doc);
}

/** Cards and aids in a deck's file, for the /print/ page. */
function deckInfo(deck: Deck, forTable: string): Printable['cards'] {
  const cards = (deck === 'ability' ? 0 : data.identityTotal) + (deck === 'identity' ? 0 : data.abilityTotal);
  const aids = (sides: Sides) => aidCounts(deck, sides).identity + aidCounts(deck, sides).ability;
  return {
    count: { duplex: cards + aids('duplex'), fold: cards + aids('fold') },
    forTable: { duplex: `${cards} cards and ${aidsText(aids('duplex'))}. ${forTable}`, fold: `Fold-over: ${aidsText(aids('fold'))}.` },
  };
}

export const buildCards = (paper: Paper, options: CardOptions = {}): Promise<Uint8Array> => buildDeck(paper, 'all', options);

/** The one-page summary: the round, the turn, the deal, every card and the Rebel win. */
export async function buildPlayerAid(paper: Paper, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: 'Everyone Wants To Sit Besides The Emperor: player aid',
    subject: 'One-page summary of a round, a turn, the cards and how the Rebels win',
  });
  const { page, area } = addBoardPage(doc, fonts, paper, 'Everyone Wants To Sit Besides The Emperor: player aid', 'portrait', options.fit);
  const minY = area.y;
  const body = { font: fonts.regular, size: 10, color: INK, leading: 1.22 };
  const head = { font: fonts.bold, size: 12, color: ACCENT };
  const gap = 5;
  const colGap = mm(6);
  const colWidth = (area.width - colGap) / 2;
  let left = area.y + area.height;
  const section = (title: string, lines: string[], x: number, top: number): number => {
    let y = drawWrapped(page, title, { x, top, width: colWidth, minY }, head);
    for (const line of lines) y = drawWrapped(page, line, { x, top: y - 1.5, width: colWidth, minY }, body);
    return y - gap;
  };

  const x1 = area.x;
  left = section('A round', [
    '1. The Emperor chooses clockwise or counterclockwise; the player beside the Emperor that way starts.',
    '2. Turns pass round the circle, always from the seat of the player who just played.',
    "3. The Emperor's turn ends the round.",
  ], x1, left);
  left = section('Your turn', [
    `1. Draw ${data.turn.draw} ability card (reshuffle played and discarded cards when the deck runs out).`,
    '2. Do one: play a card; or look at one identity card of another player; or shuffle your identity cards and discard down to one ability card; or pass.',
    `3. Discard down to ${data.turn.handLimit} ability cards.`,
    'Instinct cards may be played at any moment, on anyone\'s turn.',
  ], x1, left);
  const pools = data.drawPools.map((p) => {
    const c = p.cards;
    return `${p.players} players: shuffle ${c.emperor} Emperor + ${c.rebel} Rebel + ${c.loyalist} Loyalist; each player draws one.`;
  });
  left = section('Identity', [
    'Everyone keeps 1 Loyalist and 1 Rebel, then draws a third card:',
    ...pools,
    'The Emperor card makes you the Emperor: show it. Otherwise two of a kind decide: Rebel or Loyalist. Keep identity cards face down.',
  ], x1, left);
  left = section('How the Rebels win', [
    'A Rebel sitting next to the Emperor condemns the Emperor (a Rebel cannot condemn the Emperor from anywhere else).',
    "1. No block has stopped it once the Emperor's own turn is over: the Rebels have won.",
    '2. Blocked, but in the same round the Rebel on the Emperor\'s other side also condemns the Emperor: the Emperor dies at once. This one cannot be blocked or turned back.',
  ], x1, left);
  section('Condemn timing', [
    "The target dies at the end of the caster's next turn unless blocked. A skipped turn postpones it. If the Emperor's Condemn is blocked, its target discards their whole hand.",
  ], x1, left);

  const x2 = area.x + colWidth + colGap;
  let right = drawWrapped(page, `Ability cards (${data.abilityTotal})`, { x: x2, top: area.y + area.height, width: colWidth, minY }, head);
  for (const card of data.abilityCards) {
    const when = card.instinct ? 'instinct' : 'your turn';
    right = drawWrapped(page, `${card.name} x${card.count} (${when})`, { x: x2, top: right - 2, width: colWidth, minY }, { ...body, font: fonts.bold });
    right = drawWrapped(page, card.effect, { x: x2, top: right - 1, width: colWidth, minY }, body);
    if (card.emperorSpecial) right = drawWrapped(page, `Emperor: ${card.emperorSpecial}`, { x: x2, top: right - 1, width: colWidth, minY }, { ...body, color: ACCENT });
    if (card.rebelSpecial) right = drawWrapped(page, `Rebel: ${card.rebelSpecial}`, { x: x2, top: right - 1, width: colWidth, minY }, { ...body, color: ACCENT });
  }
  finishSheets(fonts, [page], { stamp: options.stamp ?? { game: SHORT_NAME, credit: '' }, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

/** The tables the rules page shows, from the same data, for the booklet. */
const bookletComponents = {
  IdentityTable: (): RulesBlock[] => {
    const kinds = ['emperor', 'loyalist', 'rebel'] as const;
    const list = (counts: Record<(typeof kinds)[number], number>) => kinds.filter((k) => counts[k] > 0).map((k) => `${counts[k]} ${identityName(k)}`).join(', ');
    const kept = data.keptByEveryPlayer;
    return [
      {
        kind: 'table',
        head: [[{ text: 'Players' }], [{ text: 'Shuffled for the draw' }], [{ text: 'Identity cards used in all' }]],
        rows: data.drawPools.map((pool) => {
          const total = Object.fromEntries(kinds.map((k) => [k, kept[k] * pool.players + pool.cards[k]])) as Record<(typeof kinds)[number], number>;
          return [[{ text: String(pool.players), bold: true }], [{ text: list(pool.cards) }], [{ text: list(total) }]];
        }),
      },
    ];
  },
  CardReference: (): RulesBlock[] => [
    {
      kind: 'list',
      ordered: false,
      start: 1,
      items: data.abilityCards.map((card) => [
        { kind: 'paragraph', runs: [{ text: card.name, bold: true }, { text: ` ×${card.count} · ${card.instinct ? 'Instinct: any time' : 'Your turn only'}. ` }, { text: card.effect }] },
        ...(card.emperorSpecial ? [{ kind: 'paragraph' as const, runs: [{ text: 'Played by the Emperor: ', bold: true }, { text: card.emperorSpecial }] }] : []),
        ...(card.rebelSpecial ? [{ kind: 'paragraph' as const, runs: [{ text: 'Played by a Rebel: ', bold: true }, { text: card.rebelSpecial }] }] : []),
      ]),
    },
  ],
};

const cardPrint = { howToPrint: DUPLEX_CARDS, paperAdvice: CARD_PAPER };
const TABLE = `One copy serves ${data.players.min} to ${data.players.max} players.`;

export const printables: Printable[] = withEverything([
  {
    game: 'emperor',
    name: 'cards',
    title: `Everyone Wants To Sit Besides The Emperor: all ${data.identityTotal + data.abilityTotal} cards`,
    purpose: `The ${data.identityTotal} identity and ${data.abilityTotal} ability cards, poker size, each deck on sheets of its own colour, Loyalists and Rebels spread evenly; player aids in the free slots.`,
    ...cardPrint,
    cards: deckInfo('all', TABLE),
    build: buildCards,
  },
  {
    game: 'emperor',
    name: 'identity-cards',
    title: 'Everyone Wants To Sit Besides The Emperor: identity cards only',
    purpose: `The ${data.identityTotal} identity cards alone (Loyalists and Rebels spread evenly), to replace a worn or marked set.`,
    ...cardPrint,
    cards: deckInfo('identity', TABLE),
    build: (paper, options) => buildDeck(paper, 'identity', options),
  },
  {
    game: 'emperor',
    name: 'ability-cards',
    title: 'Everyone Wants To Sit Besides The Emperor: ability cards only',
    purpose: `The ${data.abilityTotal} ability cards alone, to replace a worn deck.`,
    ...cardPrint,
    cards: deckInfo('ability', TABLE),
    build: (paper, options) => buildDeck(paper, 'ability', options),
  },
  {
    game: 'emperor',
    name: 'player-aid',
    title: 'Everyone Wants To Sit Besides The Emperor: one-page summary',
    purpose: 'A round, a turn, the deal, every ability card and how the Rebels win, on one page for the middle of the table.',
    howToPrint: SINGLE_SIDED,
    paperAdvice: PLAIN_PAPER,
    build: buildPlayerAid,
  },
  tuckBox({
    game: 'emperor',
    title: 'Everyone Wants To Sit Besides The Emperor',
    emblem,
    cards: data.identityTotal + data.abilityTotal + aidCounts('all', 'duplex').identity + aidCounts('all', 'duplex').ability,
    contents: `${data.identityTotal} identity cards, ${data.abilityTotal} ability cards and the player aids.`,
  }),
  rulesBooklet('emperor', 'Everyone Wants To Sit Besides The Emperor', bookletComponents),
], { title: 'Everyone Wants To Sit Besides The Emperor', order: ['rules-booklet', 'player-aid', 'cards', 'tuck-box'] });
