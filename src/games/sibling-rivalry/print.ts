import { rgb, type PDFPage } from 'pdf-lib';
import {
  addBoardPage,
  addCardSheets,
  aidFront,
  createDocument,
  drawLine,
  drawWrapped,
  finish,
  finishSheets,
  fitSize,
  mm,
  PER_SHEET,
  rulesBooklet,
  SINGLE_SIDED,
  type AidContent,
  type BuildOptions,
  type Box,
  type Fonts,
  type Paper,
  type Printable,
  type RulesBlock,
  MIN_TEXT,
  withEverything,
} from '~/kit/pdf';
import { board, defaultLayout, TOP_SQUARE, type Layout } from './data';

/** Smallest printed square, for a long track the table made: a small coin still sits inside it. */
export const MIN_SQUARE_MM = 18;
/**
 * Largest score-track cell: a 25 mm coin (a quarter, a euro, a 2 euro coin) sits in the
 * circle and leaves the square's number and mark showing in its corners.
 */
export const TRACK_CELL_MM = 28;
/** The coin's circle in a full-size cell (mm across). */
export const COIN_MM = 25;
const TRACK_GAP_MM = 3;
const HEADER_MM = 18;
const INK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.35);
const TINT = rgb(0.92, 0.92, 0.92);

/** Where the 35 challenge squares and the track headers sit on the page, in points. */
export function challengeGeometry(area: Box): { headers: Box[]; squares: Box[][] } {
  const columns = board.tracks.length;
  const width = area.width / columns;
  const height = Math.min(mm(32), (area.height - mm(HEADER_MM) - mm(18)) / TOP_SQUARE);
  const top = area.y + area.height;
  const headers = board.tracks.map((_, c) => ({ x: area.x + c * width, y: top - mm(HEADER_MM), width, height: mm(HEADER_MM) }));
  const squares = board.tracks.map((_, c) =>
    Array.from({ length: TOP_SQUARE }, (_, i) => ({
      x: area.x + c * width,
      // square 1 at the bottom, as on the seed's board
      y: top - mm(HEADER_MM) - (TOP_SQUARE - i) * height,
      width,
      height,
    })),
  );
  return { headers, squares };
}

/**
 * Score-track cells in snake order: Start, squares 1..length, Finish. Start takes
 * two cells' room, since several pawns can slide back to Start together (SR-9).
 */
export function trackGeometry(area: Box, layout: Layout): Box[] {
  const slots = layout.length + 3;
  const gap = mm(TRACK_GAP_MM);
  const legend = mm(40); // room under the track for the key
  let cell = mm(TRACK_CELL_MM);
  const fits = (c: number) => {
    const cols = Math.floor((area.width + gap) / (c + gap));
    return Math.ceil(slots / cols) * (c + gap) <= area.height - legend;
  };
  while (!fits(cell) && cell > mm(MIN_SQUARE_MM)) cell -= mm(0.5);
  const cols = Math.floor((area.width + gap) / (cell + gap));
  const left = area.x + (area.width - (cols * (cell + gap) - gap)) / 2;
  const top = area.y + area.height;
  const boxes = Array.from({ length: slots }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = i % cols;
    const col = row % 2 === 0 ? inRow : cols - 1 - inRow; // snake: every other row runs back
    return { x: left + col * (cell + gap), y: top - (row + 1) * (cell + gap) + gap, width: cell, height: cell };
  });
  // Slots 0 and 1 lie side by side at the start of the first row: one wide Start.
  const start = { ...boxes[0]!, width: 2 * cell + gap };
  return [start, ...boxes.slice(2)];
}

/** Die face pips drawn as circles (the font has no die glyphs). */
function drawPips(page: PDFPage, face: number, centre: { x: number; y: number }, size: number): void {
  const s = size / 2;
  const at: Record<number, [number, number][]> = {
    2: [[-1, 1], [1, -1]],
    3: [[-1, 1], [0, 0], [1, -1]],
    4: [[-1, 1], [1, 1], [-1, -1], [1, -1]],
    5: [[-1, 1], [1, 1], [0, 0], [-1, -1], [1, -1]],
    6: [[-1, 1], [1, 1], [-1, 0], [1, 0], [-1, -1], [1, -1]],
  };
  page.drawRectangle({ x: centre.x - s, y: centre.y - s, width: size, height: size, borderColor: INK, borderWidth: 1 });
  for (const [dx, dy] of at[face] ?? []) {
    page.drawCircle({ x: centre.x + dx * s * 0.55, y: centre.y + dy * s * 0.55, size: size * 0.09, color: INK });
  }
}

function drawChallengeBoard(page: PDFPage, fonts: Fonts, area: Box): void {
  const { headers, squares } = challengeGeometry(area);
  board.tracks.forEach((track, c) => {
    const h = headers[c]!;
    page.drawRectangle({ ...h, color: TINT, borderColor: INK, borderWidth: 1 });
    drawPips(page, track.number, { x: h.x + mm(8), y: h.y + h.height / 2 }, mm(9));
    drawLine(page, track.name, h.x + mm(14), h.y + h.height / 2 - 4, { font: fonts.bold, size: 12 });
    track.squares.forEach((sq, i) => {
      const box = squares[c]![i]!;
      const top = i + 1 === TOP_SQUARE;
      page.drawRectangle({ ...box, borderColor: INK, borderWidth: top ? 2 : 1, ...(top ? { color: TINT } : {}) });
      const pad = mm(2);
      drawLine(page, String(sq.points), box.x + box.width / 2, box.y + box.height - pad - 16, { font: fonts.bold, size: 18 }, 'center');
      let y = box.y + box.height - pad - 18;
      if (top) {
        drawLine(page, board.topSquareNote, box.x + box.width / 2, y - 9, { font: fonts.bold, size: 9 }, 'center');
        y -= 11;
      }
      const size = fitSize(sq.name, fonts.regular, 9, box.width - 2 * pad, 4, 7);
      drawWrapped(page, sq.name, { x: box.x + pad, top: y, width: box.width - 2 * pad, minY: box.y }, { font: fonts.regular, size }, 'center');
      drawLine(page, `${i + 1}`, box.x + pad, box.y + pad, { font: fonts.regular, size: 7, color: GREY });
    });
  });
  const below = squares[0]![0]!.y - mm(6);
  drawWrapped(
    page,
    'Each die showing a track\'s number moves your challenge pawn one square up that track. The top square scores at once and gives you another turn.',
    { x: area.x, top: below, width: area.width, minY: area.y },
    { font: fonts.regular, size: 9 },
  );
}

/** A halo (angel) or a pair of horns (devil), drawn as shapes, centred at (x, y), `scale` 1 for a full-size cell. */
function drawMark(page: PDFPage, kind: 'angel' | 'devil', x: number, y: number, scale = 1): void {
  const k = (n: number) => mm(n * scale);
  if (kind === 'angel') {
    page.drawEllipse({ x, y: y - k(0.6), xScale: k(2.2), yScale: k(0.8), borderColor: INK, borderWidth: 1.1 });
  } else {
    for (const side of [-1, 1]) {
      const bx = x + side * k(1.3);
      page.drawSvgPath(`M ${-k(0.8)} 0 L ${k(0.8)} 0 L ${side * k(0.6)} ${-k(2.2)} Z`, { x: bx, y: y - k(1.4), color: INK });
    }
  }
}

function drawScoreTrack(page: PDFPage, fonts: Fonts, area: Box, layout: Layout): void {
  const cells = trackGeometry(area, layout);
  const { littleAngel, littleDevil, usual } = board.catchThresholds;
  cells.forEach((box, i) => {
    const angel = layout.angels.includes(i);
    const devil = layout.devils.includes(i);
    const end = i === 0 || i === cells.length - 1;
    page.drawRectangle({ ...box, borderColor: INK, borderWidth: end ? 2 : 1, ...(devil || end ? { color: TINT } : {}) });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (end) {
      drawLine(page, i === 0 ? 'Start' : 'Finish', cx, box.y + box.height - mm(7), { font: fonts.bold, size: 11 }, 'center');
    } else {
      // The coin's place, and what it leaves in view: the number top left, the mark top right, the 1s that catch you bottom right.
      const coin = Math.min(mm(COIN_MM), box.width - mm(3)) / 2;
      page.drawCircle({ x: cx, y: cy, size: coin, borderColor: GREY, borderWidth: 0.5, borderDashArray: [2, 2] });
      const corner = Math.max(7, Math.min(11, box.width / 2.6));
      drawLine(page, String(i), box.x + mm(1.2), box.y + box.height - mm(1.2) - corner * 0.75, { font: fonts.bold, size: corner });
      if (angel || devil) {
        drawMark(page, angel ? 'angel' : 'devil', box.x + box.width - mm(3.6), box.y + box.height - mm(2.6), box.width / mm(TRACK_CELL_MM));
        drawLine(page, String(angel ? littleAngel : littleDevil), box.x + box.width - mm(1.2), box.y + mm(1.4), { font: fonts.bold, size: corner }, 'right');
        // The kind in words too, and an angel's square a double frame: more than an icon tells them apart.
        drawLine(page, angel ? 'ANGEL' : 'DEVIL', box.x + mm(1.2), box.y + mm(1.4), { font: fonts.bold, size: MIN_TEXT }, 'left');
        if (angel) page.drawRectangle({ x: box.x + mm(1), y: box.y + mm(1), width: box.width - mm(2), height: box.height - mm(2), borderColor: INK, borderWidth: 0.6 });
      }
    }
    // Joins each cell to the next so the snake order reads at a glance.
    const next = cells[i + 1];
    if (next) {
      const sameRow = Math.abs(next.y - box.y) < 1;
      const a = sameRow
        ? { x: Math.min(box.x, next.x) + box.width, y: box.y + box.height / 2 }
        : { x: cx, y: box.y };
      const b = sameRow ? { x: Math.max(box.x, next.x), y: a.y } : { x: cx, y: next.y + next.height };
      page.drawLine({ start: a, end: b, thickness: 2, color: INK });
    }
  });
  const last = cells.reduce((m, c) => Math.min(m, c.y), Infinity);
  const key = [
    `Move your scoring pawn (a coin, in the circle) forward by the points you score and back one square for each 1 when caught. The square's number stays in view at the top left.`,
    `Usually ${usual} ones catch you. A halo (top right) is a Little Angel: there it takes ${littleAngel}. Horns on a shaded square are a Little Devil: only ${littleDevil}. The number at the bottom right says it.`,
    'Never share a square: a pawn that ends on another keeps moving back to the first free square. Past the last square is the finish line: you win.',
  ];
  let y = last - mm(6);
  for (const line of key) y = drawWrapped(page, line, { x: area.x, top: y, width: area.width, minY: area.y }, { font: fonts.regular, size: 9.5 }) - mm(2);
}

/** The card-size player aid, one a player: the 1s that catch you, the turn, the tracks you may use, stopping (SR-3 to SR-7). */
export function aidContent(): AidContent {
  const { usual, littleAngel, littleDevil } = board.catchThresholds;
  const first = board.tracks[0]!;
  return {
    title: 'Caught by 1s',
    sections: [
      { lines: [`${usual} ones catch you (${littleAngel} on a Little Angel's halo, ${littleDevil} on a Little Devil's horns): turn over, challenge pawn off, scoring pawn back a square per 1. Never share a square: back to the first free one.`] },
      {
        heading: 'Your turn',
        lines: [
          '1. Challenge pawn still up? Take it off, score its square.',
          `2. Roll all ${board.dice} dice. Set every 1 aside for the turn.`,
          '3. Pick an allowed track: one square up per die showing its number.',
          '4. Roll the dice that are not 1s again, or stop.',
        ],
      },
      { heading: 'Allowed tracks', lines: [`Empty board: ${first.number} ${first.name}. Else a track with another pawn on it, or the one above the highest.`] },
      { heading: 'Stopping', lines: ['Alone or strictly ahead: yours stays (theirs come off). Level or behind: yours comes off. Top square: score it, take another turn.'] },
    ],
  };
}

/** Player aids on the board's third sheet: one for each of the most players, and a spare. */
export const AIDS = PER_SHEET;

/** The whole printable: challenge board, score track and a sheet of card-size player aids. */
export async function buildBoard(paper: Paper, layout: Layout = defaultLayout, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: 'Sibling Rivalry: board and player aids',
    subject: 'Challenge board, score track and player aids for Sibling Rivalry by Richard Garfield',
  });
  const stamp = options.stamp ?? { game: 'Sibling Rivalry', credit: '' };
  const one = addBoardPage(doc, fonts, paper, 'Sibling Rivalry: challenge board', 'portrait', options.fit);
  drawChallengeBoard(one.page, fonts, one.area);
  const two = addBoardPage(doc, fonts, paper, 'Sibling Rivalry: score track', 'portrait', options.fit);
  drawScoreTrack(two.page, fonts, two.area, layout);
  finishSheets(fonts, [one.page, two.page], { stamp, printing: 'single', paper, fit: options.fit, numbering: { first: 1, total: 3 } });
  const aid = aidFront(fonts, 'Sibling Rivalry', aidContent());
  addCardSheets(doc, Array.from({ length: AIDS }, () => ({ front: aid })), { paper, fonts, stamp, fit: options.fit, game: 'Sibling Rivalry', numbering: { first: 3, total: 3 } });
  return finish(doc);
}

/** The challenge board as the rules page shows it, for the booklet: tracks across, squares from the top down. */
function boardTable(): RulesBlock[] {
  const rows = Array.from({ length: TOP_SQUARE }, (_, i) => TOP_SQUARE - 1 - i);
  return [
    {
      kind: 'table',
      head: [[{ text: 'Square' }], ...board.tracks.map((t) => [{ text: `${t.number} ${t.name}` }])],
      rows: rows.map((i) => [[{ text: i + 1 === TOP_SQUARE ? `${i + 1} ${board.topSquareNote}` : String(i + 1), bold: true }], ...board.tracks.map((t) => [{ text: `${t.squares[i]!.name} (${t.squares[i]!.points})` }])]),
    },
  ];
}

/** The usual score track in words, for the booklet (the board itself is printed on its own). */
function scoreTrackLine(): RulesBlock[] {
  const l = defaultLayout;
  return [{ kind: 'paragraph', runs: [{ text: `The usual score track: Start, squares 1 to ${l.length}, then the finish line. Little Angels on ${l.angels.join(', ')}; Little Devils on ${l.devils.join(', ')}.` }] }];
}

export const printables: Printable[] = withEverything([
  {
    game: 'sibling-rivalry',
    name: 'board',
    title: 'Sibling Rivalry board and player aid',
    purpose:
      `The challenge board, the score track (each square takes a coin and still shows its number and mark) and ${AIDS} card-size player aids to cut out.`,
    howToPrint: `${SINGLE_SIDED} Three pages: challenge board, score track, player aids to cut out.`,
    paperAdvice: 'Plain 80–120 g/m² paper, or card stock for a board that lasts. Coins make good pawns.',
    // The table's own score track (SR-1), as the helper saved it or typed on /print/.
    studio: { form: 'board', track: defaultLayout, make: (paper, options, { layout }) => buildBoard(paper, layout ?? defaultLayout, options) },
    build: (paper, options) => buildBoard(paper, defaultLayout, options),
  },
  rulesBooklet('sibling-rivalry', 'Sibling Rivalry', { BoardTable: boardTable, ScoreTrack: scoreTrackLine }),
], { title: 'Sibling Rivalry', order: ['rules-booklet', 'board'] });
