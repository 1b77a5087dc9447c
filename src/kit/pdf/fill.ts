import { shuffle } from '../random';
import { seededRng } from '../seeded';

// Which card goes in which slot of which sheet.

/**
 * Deals cards of several kinds over the fewest sheets so each sheet holds about the
 * same share of every kind, fills the free slots from `fill` in order, then shuffles
 * each sheet's cards among its filled slots, seeded (same seed, same sheets, same bytes),
 * until no slot holds the same kind on every sheet and a card alone of its kind on a
 * sheet (the Empress) sits where a card of another kind sits on another sheet. A slot
 * that always held one kind would let an uneven cut, a printer's streak or a change of
 * card stock tell identities apart. Returns the slots in sheet order, `null` for an
 * empty slot (only at the end).
 */
export function spreadAcrossSheets<T>(kinds: readonly (readonly T[])[], fill: readonly T[], perSheet: number, seed = 1): (T | null)[] {
  const spread = kinds.flat();
  const count = Math.ceil((spread.length + fill.length) / perSheet);
  const kindOf = new Map<T, number>();
  kinds.forEach((k, i) => k.forEach((card) => kindOf.set(card, i)));
  const dealt: T[][] = Array.from({ length: count }, () => []);
  // One pointer runs on across kinds, so kind B starts where kind A left off.
  spread.forEach((card, i) => dealt[i % count]!.push(card));
  let next = 0;
  for (const sheet of dealt) while (sheet.length < perSheet && next < fill.length) sheet.push(fill[next++]!);
  const kindAt = (sheets: T[][], s: number, i: number): number => {
    const card = sheets[s]![i];
    return card === undefined ? -1 : (kindOf.get(card) ?? -1);
  };
  const lone = kinds.map((_, k) => dealt.every((sheet) => sheet.filter((c) => kindOf.get(c) === k).length <= 1));
  const good = (sheets: T[][]): boolean => {
    if (sheets.length < 2) return true;
    for (let i = 0; i < perSheet; i++) {
      const at = sheets.map((_, s) => kindAt(sheets, s, i));
      if (at[0]! >= 0 && at.every((k) => k === at[0])) return false;
      for (const [s, k] of at.entries()) if (k >= 0 && lone[k] && !at.some((o, t) => t !== s && o >= 0 && o !== k)) return false;
    }
    return true;
  };
  const rng = seededRng(seed);
  let sheets = dealt;
  for (let attempt = 0; attempt < 500; attempt++) {
    const tried = dealt.map((sheet) => shuffle(rng, sheet));
    if (attempt === 0 || good(tried)) sheets = tried;
    if (good(tried)) break;
  }
  const slots: (T | null)[] = sheets.flatMap((sheet) => [...sheet, ...Array<null>(perSheet - sheet.length).fill(null)]);
  // Trailing empty slots are simply not there.
  while (slots.length > 0 && slots[slots.length - 1] === null) slots.pop();
  return slots;
}

/**
 * Fills a deck out to whole sheets: the cards, then `aids` (at least `minAids` of them,
 * cycling through the kinds given), then `filler` cards (or more aids when there is no
 * filler) until the last sheet is full. An empty slot wastes card stock and, printed,
 * looks like a card missing.
 */
export function fillSheets<T>(cards: readonly T[], aids: readonly T[], perSheet: number, options: { minAids?: number; filler?: T } = {}): T[] {
  if (aids.length === 0 && options.filler === undefined) return [...cards];
  const minAids = options.minAids ?? 0;
  const out: T[] = [...cards];
  for (let i = 0; i < minAids; i++) out.push(aids[i % aids.length]!);
  let i = minAids;
  while (out.length % perSheet !== 0) out.push(options.filler ?? aids[i++ % aids.length]!);
  return out;
}
