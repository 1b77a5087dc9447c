import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxFor, openBox } from '~/kit/link/crypto';
import { WORDS } from '~/kit/link/wordlist';
import { BACKUP_BYTES, newPhrase, PHRASE_REFUSED, PHRASE_WORDS, readPhrase, restoreSeatKeys, seatKeys } from '~/kit/link/table/phrase';
import { unwrap } from '~/kit/result';

const LIST = WORDS;
const TABLE = 0x2b3c4d5e;
const words = (text: string) => unwrap(readPhrase(text));

describe('a seat key brought back from its four words', () => {
  it('new phrases are four words of the list, drawn evenly', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const phrase = newPhrase().split(' ');
      expect(phrase).toHaveLength(PHRASE_WORDS);
      for (const w of phrase) seen.set(w, (seen.get(w) ?? 0) + 1);
    }
    expect(LIST).toHaveLength(256);
    for (const w of seen.keys()) expect(LIST).toContain(w);
    // 16,000 draws over 256 words: 62.5 each on average; chi-square, 255 degrees of freedom,
    // p = 0.001 at 330. A list position never drawn, or one drawn far too often, fails it.
    const chi = LIST.reduce((sum, w) => sum + ((seen.get(w) ?? 0) - 62.5) ** 2 / 62.5, 0);
    expect(chi).toBeLessThan(330);
  });

  it('reads what a player types, whatever the case, commas and spaces, and says why not in words', () => {
    const [a, b, c, d] = [LIST[200]!, LIST[3]!, LIST[77]!, LIST[255]!];
    expect([...words(`  ${a.toUpperCase()}, ${b}  ${c[0]!.toUpperCase() + c.slice(1)}\n${d} `)]).toEqual([200, 3, 77, 255]);
    expect(readPhrase('acorn adder amber')).toEqual({ ok: false, error: PHRASE_REFUSED.count });
    expect(readPhrase('acorn adder amber angel apple')).toEqual({ ok: false, error: PHRASE_REFUSED.count });
    expect(readPhrase('acorn addder amber angel')).toEqual({ ok: false, error: PHRASE_REFUSED.unknown('addder') });
    fc.assert(fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (idx) => {
      expect([...words([...idx].map((i) => LIST[i]).join(' '))]).toEqual([...idx]);
    }));
  });

  it('the backup opens with the same words on the same table, and the restored key opens boxes sent to the seat', async () => {
    const phrase = words(newPhrase());
    const { pair, publicKey, backup } = await seatKeys(phrase, TABLE);
    expect(backup).toHaveLength(BACKUP_BYTES);
    expect(pair.privateKey.extractable).toBe(false);
    const context = Uint8Array.of(9, 1, 2, 3);
    const box = await boxFor([publicKey], [Uint8Array.of(7, 7, 1)], context);
    expect(unwrap(await openBox(pair, box, context, 0))).toEqual(Uint8Array.of(7, 7, 1));

    const restored = unwrap(await restoreSeatKeys(phrase, TABLE, publicKey, backup));
    expect(restored.privateKey.extractable).toBe(false);
    expect(unwrap(await openBox(restored, box, context, 0))).toEqual(Uint8Array.of(7, 7, 1));
  });

  it('refuses other words, another table, another seat’s key and a changed backup', async () => {
    const phrase = words('acorn adder amber angel');
    const { publicKey, backup } = await seatKeys(phrase, TABLE);
    const other = await seatKeys(phrase, TABLE);
    const wrong = { ok: false, error: PHRASE_REFUSED.wrong };
    expect(await restoreSeatKeys(words('acorn adder angel amber'), TABLE, publicKey, backup)).toEqual(wrong);
    expect(await restoreSeatKeys(phrase, TABLE + 1, publicKey, backup)).toEqual(wrong);
    expect(await restoreSeatKeys(phrase, TABLE, other.publicKey, backup)).toEqual(wrong);
    const changed = backup.slice();
    changed[5]! ^= 1;
    expect(await restoreSeatKeys(phrase, TABLE, publicKey, changed)).toEqual(wrong);
    expect((await restoreSeatKeys(phrase, TABLE, publicKey, backup.subarray(1))).ok).toBe(false);
  });
});
