import { subtweet } from './data';
import { emblem } from './emblem';

/**
 * The picture of the best card that the seed ends with ("tweet a picture of it"),
 * drawn on the phone with a 2D canvas: nothing is sent anywhere, the player shares
 * the file themselves. Geometry is data (Squib habit) and the text layout is a pure
 * function over a `measure` callback, so it is tested without a browser.
 */

/** Pixel geometry of the image: a 4:5 portrait (what photo timelines show uncropped). */
export const IMAGE = {
  width: 1080,
  height: 1350,
  /** The card, poker-shaped (63 × 88), centred a little above the middle. */
  card: { x: 190, y: 110, width: 700, height: 978, radius: 36 },
  /** Inside the card: padding, the header band and the recipient's corner (as on the printed card). */
  pad: 56,
  header: 110,
  corner: 250,
  /** Font sizes tried for the tweet, largest first; the first whose lines fit is used. */
  sizes: [88, 76, 66, 58, 50, 44, 38, 33, 29],
  lineHeight: 1.22,
  /** Longest text accepted (a tweet). */
  maxChars: 280,
} as const;

export const COLOURS = {
  background: emblem.accent.light,
  card: '#ffffff',
  ink: '#111111',
  grey: '#595959',
  rule: '#c8c8c8',
  tint: '#e6e6e6',
  hashtag: '#ffffff',
} as const;

/** Width of `text` at font size `size`, in pixels (a canvas's measureText, or a fake in tests). */
export type Measure = (text: string, size: number) => number;

/**
 * Greedy word wrap into lines no wider than `width`. A word wider than a whole line
 * is cut between characters (a URL, a long handle), so nothing ever overflows.
 * The typed line breaks are kept.
 */
export function wrapLines(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const tryLine = line ? `${line} ${word}` : word;
      if (measure(tryLine, size) <= width) {
        line = tryLine;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // The word alone: cut it if it is too wide for any line.
      let rest = word;
      while (measure(rest, size) > width) {
        let cut = 1;
        const chars = [...rest];
        while (cut < chars.length && measure(chars.slice(0, cut + 1).join(''), size) <= width) cut++;
        lines.push(chars.slice(0, cut).join(''));
        rest = chars.slice(cut).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  // Blank lines typed at the start or end carry nothing.
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The text area of the card: below the header, above the recipient's corner. */
export function textBox(): { x: number; y: number; width: number; height: number } {
  const { card, pad, header, corner } = IMAGE;
  return { x: card.x + pad, y: card.y + header + pad / 2, width: card.width - 2 * pad, height: card.height - header - corner - pad / 2 };
}

/** The largest listed size at which the text fits the card's text area, and its lines. */
export function layoutText(text: string, measure: Measure): { size: number; lines: string[] } {
  const box = textBox();
  for (const size of IMAGE.sizes) {
    const lines = wrapLines(text, box.width, size, measure);
    if (lines.length * size * IMAGE.lineHeight <= box.height) return { size, lines };
  }
  // The smallest size always fits a tweet's 280 characters; cut off any excess rather than overflow.
  const size = IMAGE.sizes.at(-1)!;
  const fit = Math.floor(box.height / (size * IMAGE.lineHeight));
  return { size, lines: wrapLines(text, box.width, size, measure).slice(0, fit) };
}

/** The card's own text, trimmed and cut to a tweet's length. */
export const cleanText = (text: string): string => text.trim().slice(0, IMAGE.maxChars);

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/**
 * Draws the card on `ctx` (a canvas of IMAGE.width × IMAGE.height): the printed
 * card's look (avatar circle, SUBTWEET, the hashtag, ruled lines, the folded
 * recipient's corner, which stays secret), the typed text, and the hashtag below.
 */
export function drawCardImage(ctx: CanvasRenderingContext2D, text: string, fontFamily: string): void {
  const { width, height, card, pad, corner } = IMAGE;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  ctx.save();
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, width, height);

  roundedRect(ctx, card.x, card.y, card.width, card.height, card.radius);
  ctx.fillStyle = COLOURS.card;
  ctx.fill();

  // Header, as on the printed card: an avatar circle and the game's name (the hashtag goes under the card).
  const headY = card.y + pad + 10;
  ctx.beginPath();
  ctx.arc(card.x + pad + 26, headY, 26, 0, Math.PI * 2);
  ctx.strokeStyle = COLOURS.grey;
  ctx.lineWidth = 5;
  ctx.stroke();
  ctx.fillStyle = COLOURS.ink;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.font = font(44, 700);
  ctx.fillText('SUBTWEET', card.x + pad + 70, headY);

  // The tweet, as large as fits, on ruled lines.
  const box = textBox();
  const measure: Measure = (t, size) => {
    ctx.font = font(size);
    return ctx.measureText(t).width;
  };
  const { size, lines } = layoutText(text, measure);
  const step = size * IMAGE.lineHeight;
  ctx.font = font(size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.strokeStyle = COLOURS.rule;
  ctx.lineWidth = 3;
  for (let i = 0, y = box.y + step; y <= box.y + box.height + corner * 0.4; i++, y += step) {
    ctx.beginPath();
    ctx.moveTo(box.x, y + size * 0.22);
    ctx.lineTo(box.x + box.width, y + size * 0.22);
    ctx.stroke();
    if (i < lines.length) {
      ctx.fillStyle = COLOURS.ink;
      ctx.fillText(lines[i]!, box.x, y);
    }
  }

  // The recipient's corner, folded over: who it was about stays a secret.
  const right = card.x + card.width;
  const bottom = card.y + card.height;
  ctx.beginPath();
  ctx.moveTo(right - corner, bottom);
  ctx.lineTo(right, bottom - corner);
  ctx.lineTo(right, bottom - card.radius);
  ctx.arcTo(right, bottom, right - card.radius, bottom, card.radius);
  ctx.closePath();
  ctx.fillStyle = COLOURS.tint;
  ctx.fill();
  ctx.setLineDash([18, 12]);
  ctx.strokeStyle = COLOURS.ink;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(right - corner, bottom);
  ctx.lineTo(right, bottom - corner);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = COLOURS.grey;
  ctx.textAlign = 'right';
  ctx.font = font(34, 700);
  ctx.fillText('to: ?', right - pad / 2, bottom - pad / 1.5);

  // The hashtag under the card, for the timeline.
  ctx.fillStyle = COLOURS.hashtag;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = font(60, 700);
  ctx.fillText(subtweet.hashtag, width / 2, card.y + card.height + (height - card.y - card.height) / 2);
  ctx.restore();
}

/** The file a player shares or downloads. */
export const IMAGE_FILE_NAME = 'subtweet-best-card.png';
