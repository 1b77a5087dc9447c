import { fail, ok, type Result } from './result';
import { listed } from './list';


/**
 * Reads dice typed from real dice: "2 2 3 5 6", "2,2,3,5,6" or, for dice of up to
 * nine faces, "22356" and any grouping of it ("22 356": a die of up to nine faces has one
 * digit, so a run of digits is that many dice). Refuses anything that is not exactly `count` whole numbers
 * from 1 to `sides`, naming every value that is wrong (not just the first), so one
 * correction is enough.
 */
export function parseDice(text: string, count: number, sides: number): Result<number[]> {
  const trimmed = text.trim();
  const what = count === 1 ? `one d${sides}` : `${count} dice`;
  if (trimmed === '') return fail(`Type the ${what} you rolled.`);
  const digitEach = sides <= 9 && count > 1;
  const parts = trimmed.split(/[\s,;]+/).flatMap((part) => (digitEach && /^\d+$/.test(part) ? [...part] : part ? [part] : []));
  const values: number[] = [];
  const notNumbers: string[] = [];
  const outOfRange: string[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) notNumbers.push(`"${part}"`);
    else if (Number(part) < 1 || Number(part) > sides) outOfRange.push(String(Number(part)));
    else values.push(Number(part));
  }
  const reasons: string[] = [];
  if (notNumbers.length === 1) reasons.push(`${notNumbers[0]} isn't a die value: use whole numbers from 1 to ${sides}.`);
  if (notNumbers.length > 1) reasons.push(`${listed(notNumbers)} aren't die values: use whole numbers from 1 to ${sides}.`);
  if (outOfRange.length > 0) reasons.push(`A d${sides} shows 1 to ${sides}, so ${listed(outOfRange)} can't be right.`);
  if (parts.length !== count) reasons.push(`That's ${parts.length} ${parts.length === 1 ? 'die' : 'dice'}; this roll needs ${count}.`);
  return reasons.length > 0 ? fail(reasons.join(' ')) : ok(values);
}
