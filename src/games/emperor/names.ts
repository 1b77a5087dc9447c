/** Longest name shown whole on the seat circle (7 seats fit a 390 px phone at this length). */
export const SEAT_NAME_LENGTH = 8;

/**
 * Names short enough for a seat on the circle, still telling players apart: a long
 * name is cut at a word or at SEAT_NAME_LENGTH letters and marked with "…" (so nobody
 * mistakes it for the whole name); the full name stays for assistive technology.
 */
export function seatNames(names: readonly string[]): string[] {
  const short = (name: string, length: number): string => {
    if (name.length <= length) return name;
    const word = name.split(' ')[0]!;
    return word.length <= length ? `${word}…` : `${name.slice(0, length - 1).trimEnd()}…`;
  };
  return names.map((name, i) => {
    // Lengthen until no other player's short name is the same.
    for (let length = SEAT_NAME_LENGTH; length < name.length; length++) {
      const mine = short(name, length);
      if (names.every((other, j) => j === i || short(other, length) !== mine)) return mine;
    }
    return name;
  });
}
