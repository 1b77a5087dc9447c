import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import {
  addBoardPage,
  addCardSheets,
  createDocument,
  drawCardFrame,
  drawLine,
  drawWrapped,
  DUPLEX_CARDS,
  finish,
  fitSize,
  mm,
  SINGLE_SIDED,
  type Box,
  type Card,
  type Fonts,
  type Paper,
  type Printable,
} from '~/kit/pdf';
import { data, identityName, type AbilityCard, type IdentityKind } from './data';

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
const PALE = rgb(0.96, 0.93, 0.87);

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
  drawLine(page, text, box.x + box.width / 2, box.y + mm(CARD_LAYOUT.frame + 3), { font: fonts.regular, size: 6.5, color: MUTED }, 'center');
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

/** Backs: identity cards dark with a ring, ability cards pale with stripes, so the decks never mix. */
function back(fonts: Fonts, kind: 'identity' | 'ability'): Card['front'] {
  const dark = kind === 'identity';
  const fill: RGB = dark ? rgb(0.22, 0.12, 0.1) : PALE;
  const ink: RGB = dark ? rgb(0.96, 0.9, 0.8) : ACCENT;
  return (page, box) => {
    const f = mm(CARD_LAYOUT.frame);
    page.drawRectangle({ x: box.x + f, y: box.y + f, width: box.width - 2 * f, height: box.height - 2 * f, color: fill, borderColor: ink, borderWidth: 1 });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (dark) {
      page.drawCircle({ x: cx, y: cy + mm(8), size: mm(12), borderColor: ink, borderWidth: 2 });
    } else {
      for (let i = 1; i < 8; i++) {
        const y = box.y + f + (i * (box.height - 2 * f)) / 8;
        page.drawLine({ start: { x: box.x + f + mm(4), y }, end: { x: box.x + box.width - f - mm(4), y }, thickness: 0.5, color: rgb(0.85, 0.78, 0.68) });
      }
    }
    drawLine(page, dark ? 'IDENTITY' : 'ABILITY', cx, cy - mm(12), { font: fonts.bold, size: 16, color: ink }, 'center');
    drawLine(page, 'Everyone Wants To Sit', cx, cy - mm(19), { font: fonts.regular, size: 7, color: ink }, 'center');
    drawLine(page, 'Besides The Emperor', cx, cy - mm(22.5), { font: fonts.regular, size: 7, color: ink }, 'center');
  };
}

/** Every card of the game, identity cards first, with its own back. */
export function allCards(fonts: Fonts): Card[] {
  const identityBack = back(fonts, 'identity');
  const abilityBack = back(fonts, 'ability');
  const identity = data.identityCards.flatMap((c) => Array.from({ length: c.count }, () => ({ front: identityFront(fonts, c.id), back: identityBack })));
  const ability = data.abilityCards.flatMap((c) => Array.from({ length: c.count }, () => ({ front: abilityFront(fonts, c), back: abilityBack })));
  return [...identity, ...ability];
}

export async function buildCards(paper: Paper): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: 'Everyone Wants To Sit Besides The Emperor: all cards',
    subject: `${data.identityTotal} identity cards and ${data.abilityTotal} ability cards, poker size`,
  });
  addCardSheets(doc, paper, allCards(fonts));
  return finish(doc);
}

/** The player aid: one page with the round, the turn, the deal, every card and the Rebel win. */
export async function buildPlayerAid(paper: Paper): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: 'Everyone Wants To Sit Besides The Emperor: player aid',
    subject: 'One-page summary of a round, a turn, the cards and how the Rebels win',
  });
  const { page, area } = addBoardPage(doc, fonts, paper, 'Everyone Wants To Sit Besides The Emperor: player aid');
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
    "1. Not blocked by the end of the Emperor's turn: the Emperor dies and the Rebels win.",
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
  return finish(doc);
}

export const printables: Printable[] = [
  {
    game: 'emperor',
    name: 'cards',
    title: 'Everyone Wants To Sit Besides The Emperor: all 52 cards',
    purpose: `The ${data.identityTotal} identity cards and ${data.abilityTotal} ability cards, poker size, with backs that keep the two decks apart.`,
    howToPrint: DUPLEX_CARDS,
    build: buildCards,
  },
  {
    game: 'emperor',
    name: 'player-aid',
    title: 'Everyone Wants To Sit Besides The Emperor: player aid',
    purpose: 'One page with a round, a turn, the identity deal, every ability card and how the Rebels win.',
    howToPrint: SINGLE_SIDED,
    build: buildPlayerAid,
  },
];
