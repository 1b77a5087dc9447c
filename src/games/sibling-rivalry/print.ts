import { rgb, type PDFPage } from 'pdf-lib';
import {
  addBoardPage,
  createDocument,
  drawLine,
  drawWrapped,
  finish,
  fitSize,
  mm,
  SINGLE_SIDED,
  type Box,
  type Fonts,
  type Paper,
  type Printable,
} from '~/kit/pdf';
import { board, defaultLayout, TOP_SQUARE, type Layout } from './data';

/** Smallest printed square: a coin must sit inside it (the issue asks for 18 mm). */
export const MIN_SQUARE_MM = 18;
/** Largest score-track cell; smaller when a long edited track needs the room. */
const TRACK_CELL_MM = 24;
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

/** A halo (angel) or a pair of horns (devil), drawn as shapes. */
function drawMark(page: PDFPage, kind: 'angel' | 'devil', x: number, y: number): void {
  if (kind === 'angel') {
    page.drawEllipse({ x, y, xScale: mm(4), yScale: mm(1.2), borderColor: INK, borderWidth: 1.2 });
  } else {
    for (const side of [-1, 1]) {
      const bx = x + side * mm(2.5);
      page.drawSvgPath(`M ${-mm(1.2)} 0 L ${mm(1.2)} 0 L ${side * mm(0.8)} ${-mm(3)} Z`, { x: bx, y, color: INK });
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
    const label = i === 0 ? 'Start' : i === cells.length - 1 ? 'Finish' : String(i);
    const cx = box.x + box.width / 2;
    drawLine(page, label, cx, box.y + box.height - mm(7), { font: fonts.bold, size: end ? 11 : 14 }, 'center');
    if (angel || devil) {
      drawMark(page, angel ? 'angel' : 'devil', cx, box.y + box.height * 0.42);
      const words = angel ? ['Little Angel', `${littleAngel} ones`] : ['Little Devil', `${littleDevil} ones`];
      drawLine(page, words[0]!, cx, box.y + mm(5.2), { font: fonts.regular, size: 7 }, 'center');
      drawLine(page, words[1]!, cx, box.y + mm(2), { font: fonts.regular, size: 7 }, 'center');
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
    `Move your scoring pawn forward by the points you score and back one square for each 1 when caught.`,
    `Usually ${usual} ones catch you. Standing on a Little Angel (halo) it takes ${littleAngel}; on a Little Devil (horns, shaded) only ${littleDevil}.`,
    'Never share a square: a pawn that ends on another keeps moving back to the first free square. Past the last square is the finish line: you win.',
  ];
  let y = last - mm(6);
  for (const line of key) y = drawWrapped(page, line, { x: area.x, top: y, width: area.width, minY: area.y }, { font: fonts.regular, size: 9.5 }) - mm(2);
}

/** The player aid: the whole turn on half a page, printed twice to cut apart. */
export function aidLines(): { heading: string; lines: string[] }[] {
  const { usual, littleAngel, littleDevil } = board.catchThresholds;
  const tracks = board.tracks.map((t) => `${t.number} ${t.name}`).join(', ');
  return [
    {
      heading: 'Your turn',
      lines: [
        '1. Your challenge pawn still on the board? Take it off and score its points.',
        `2. Roll the dice (all ${board.dice} to begin). Set every 1 aside for the rest of the turn.`,
        '3. Pick an allowed track; move up one square per die showing its number. Staying adds; switching starts again from the bottom.',
        '4. Roll the dice that are not 1s again, or stop.',
      ],
    },
    {
      heading: 'Allowed tracks',
      lines: [`Tracks: ${tracks}.`, 'Empty board: Looks only. Otherwise any track with another pawn on it, or one track above the highest of them.'],
    },
    {
      heading: 'Getting caught',
      lines: [
        `${usual} ones: caught. On a Little Angel ${littleAngel}, on a Little Devil ${littleDevil}.`,
        'Caught: that roll moves nothing, your challenge pawn comes off, your scoring pawn goes back one square per 1.',
      ],
    },
    {
      heading: 'Stopping',
      lines: [
        'Alone on the track: your pawn stays. Ahead of every other pawn there: theirs come off, yours stays. Level or behind: yours comes off.',
        'Top square: all pawns on that track come off, score it now and take another turn.',
      ],
    },
    {
      heading: 'Scoring and winning',
      lines: ['Ending on another scoring pawn: keep going back to the first free square. Go past the last square to win.'],
    },
  ];
}

function drawAid(page: PDFPage, fonts: Fonts, box: Box): void {
  let y = box.y + box.height;
  drawLine(page, 'Sibling Rivalry: player aid', box.x, y - 14, { font: fonts.bold, size: 14 });
  y -= mm(8);
  for (const block of aidLines()) {
    drawLine(page, block.heading, box.x, y - 11, { font: fonts.bold, size: 11 });
    y -= 14;
    for (const line of block.lines) y = drawWrapped(page, line, { x: box.x, top: y, width: box.width, minY: box.y }, { font: fonts.regular, size: 10 }) - 2;
    y -= mm(1.5);
  }
}

/** The whole printable: challenge board, score track and player aids. */
export async function buildBoard(paper: Paper, layout: Layout = defaultLayout): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: 'Sibling Rivalry: board and player aid',
    subject: 'Challenge board, score track and player aid for Sibling Rivalry by Richard Garfield',
  });
  const one = addBoardPage(doc, fonts, paper, 'Sibling Rivalry: challenge board');
  drawChallengeBoard(one.page, fonts, one.area);
  const two = addBoardPage(doc, fonts, paper, 'Sibling Rivalry: score track');
  drawScoreTrack(two.page, fonts, two.area, layout);
  const three = addBoardPage(doc, fonts, paper, 'Player aids (cut along the dashed line)');
  const half = three.area.height / 2;
  for (const k of [0, 1]) {
    drawAid(three.page, fonts, { x: three.area.x, y: three.area.y + (1 - k) * half + mm(4), width: three.area.width, height: half - mm(8) });
  }
  const cutY = three.area.y + half;
  three.page.drawLine({ start: { x: three.area.x, y: cutY }, end: { x: three.area.x + three.area.width, y: cutY }, thickness: 0.6, dashArray: [4, 3], color: GREY });
  return finish(doc);
}

export const printables: Printable[] = [
  {
    game: 'sibling-rivalry',
    name: 'board',
    title: 'Sibling Rivalry board and player aid',
    purpose:
      'The challenge board (five tracks of seven named squares with their points) and the score track with Start, Finish, Little Angels and Little Devils, squares big enough for coins as pawns, plus two player aids.',
    howToPrint: `${SINGLE_SIDED} Three pages: challenge board, score track, player aids.`,
    paperAdvice: 'Plain 80–120 g/m² paper, or card stock for a board that lasts. Coins make good pawns.',
    build: (paper) => buildBoard(paper),
  },
];
