import { rgb, type RGB } from 'pdf-lib';

/** A `#rrggbb` colour (the emblems' accents) as pdf-lib's RGB. */
export function hexColor(hex: string): RGB {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return rgb(parseInt(m[1]!, 16) / 255, parseInt(m[2]!, 16) / 255, parseInt(m[3]!, 16) / 255);
}

/** The colour mixed with white: `amount` 0 is the colour, 1 is white. Light tints cost little ink. */
export function tint(hex: string, amount: number): RGB {
  const { red, green, blue } = hexColor(hex) as RGB & { red: number; green: number; blue: number };
  const mix = (c: number) => c + (1 - c) * amount;
  return rgb(mix(red), mix(green), mix(blue));
}
