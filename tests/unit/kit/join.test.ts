import { describe, expect, it } from 'vitest';
import { encode, toQrText, toTyped } from '../../../src/kit/link/codec';
import { seatRefusal } from '../../../src/kit/link/join';
import { sealMessage, seatMessage } from '../../../src/kit/link/messages';
import { REFUSED } from '../../../src/kit/link/words';

const key = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const ours = 0x1234567;
const slip = 0x1234566; // a table code one character off

describe('seatRefusal: a seat code made for another table', () => {
  it('names both tables and the way out, with the joining player’s name', () => {
    const text = toQrText(encode(seatMessage(slip, { name: 'Ben', key })));
    const said = seatRefusal(REFUSED.otherTable, text, 'scan', ours);
    expect(said).toMatch(/^Ben’s phone joined table [0-9A-Z]{6}, not this one \([0-9A-Z]{6}\): on Ben’s phone, tap “Leave this table”, then join [0-9A-Z]{6}\.$/);
    const [theirs, here, join] = said.match(/[0-9A-Z]{6}/g)!;
    expect(theirs).not.toBe(here);
    expect(join).toBe(here);
  });

  it('leaves every other refusal as it was', () => {
    const text = toQrText(encode(seatMessage(slip, { name: 'Ben', key })));
    expect(seatRefusal(REFUSED.changed, text, 'scan', ours)).toBe(REFUSED.changed);
    // Another table's code of another kind (a seal) keeps the plain words.
    const seal = toTyped(encode(sealMessage(slip, 1, { seat: 0, digest: new Uint8Array(16), said: Uint8Array.of(1) })))!;
    expect(seatRefusal(REFUSED.otherTable, seal, 'typed', ours)).toBe(REFUSED.otherTable);
  });
});
