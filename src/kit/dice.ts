import { fail, ok, type Result } from './result';

/**
 * Reads dice typed from real dice: "2 2 3 5 6", "2,2,3,5,6" or, for dice of up to
 * nine faces, "22356". Refuses anything that is not exactly `count` whole numbers
 * from 1 to `sides`, saying which value is wrong.
 */
export function parseDice(text: string, count: number, sides: number): Result<number[]> {
  const trimmed = text.trim();
  const what = count === 1 ? `one d${sides}` : `${count} dice`;
  if (trimmed === '') return fail(`Type the ${what} you rolled.`);
  const parts = /[\s,;]/.test(trimmed)
    ? trimmed.split(/[\s,;]+/).filter(Boolean)
    : sides <= 9 && count > 1
      ? [...trimmed]
      : [trimmed];
  const values: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return fail(`"${part}" isn't a die value: use whole numbers from 1 to ${sides}.`);
    const value = Number(part);
    if (value < 1 || value > sides) return fail(`A d${sides} shows 1 to ${sides}, so ${value} can't be right.`);
    values.push(value);
  }
  if (values.length !== count) {
    return fail(`That's ${values.length} ${values.length === 1 ? 'die' : 'dice'}; this roll needs ${count}.`);
  }
  return ok(values);
}
