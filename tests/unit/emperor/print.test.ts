import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PAPER_IDS, PER_FOLD_SHEET, PER_SHEET, type Paper } from '~/kit/pdf';
import { data } from '~/games/emperor/data';
import { backFields } from '../print/pdf-reading';
import { aidContent, aidCounts, buildCards, buildDeck, buildPlayerAid, identitySlots, printables } from '~/games/emperor/print';

/** The text of a PDF as a viewer reads it, one string per page (pdftotext from poppler). */
function pagesText(bytes: Uint8Array): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'emperor-')), 'f.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-raw', file, '-']).toString().split('\f').slice(0, -1);
}
const countOf = (text: string, re: RegExp) => (text.match(re) ?? []).length;
const cache = new Map<string, Promise<Uint8Array>>();
const cards = (paper: Paper) => {
  if (!cache.has(paper)) cache.set(paper, buildCards(paper));
  return cache.get(paper)!;
};

describe.each(PAPER_IDS)('card PDF on %s', (paper) => {
  it('holds exactly 52 fronts: 21 identity and 31 ability, with the right counts', async () => {
    const pages = pagesText(await cards(paper));
    const all = pages.join('\n');
    expect(countOf(all, /Identity: /g) + countOf(all, /Ability: /g)).toBe(52);
    expect(countOf(all, /Identity: /g)).toBe(data.identityTotal);
    expect(countOf(all, /Ability: /g)).toBe(data.abilityTotal);
    for (const card of data.identityCards) {
      expect(countOf(all, new RegExp(`Identity: ${card.name}\\b`, 'g')), card.name).toBe(card.count);
    }
    for (const card of data.abilityCards) {
      expect(countOf(all, new RegExp(`Ability: ${card.name}(?![-\\w])`, 'g')), card.name).toBe(card.count);
    }
  });

  it('puts each sheet of fronts before its backs, which tell identity from ability', async () => {
    const pages = pagesText(await cards(paper));
    const fields = await backFields(await cards(paper));
    // Each deck on sheets of its own, aids in the free slots: 3 identity sheets and 4 ability sheets.
    expect(pages).toHaveLength(2 * (Math.ceil(data.identityTotal / PER_SHEET) + Math.ceil(data.abilityTotal / PER_SHEET)));
    let identityBacks = 0;
    let abilityBacks = 0;
    pages.forEach((text, i) => {
      if (i % 2 === 0) {
        expect(countOf(text, /(Identity|Ability): /g)).toBeGreaterThan(0);
      } else {
        expect(countOf(text, /(Identity|Ability): /g)).toBe(0);
        const fronts = pages[i - 1]!;
        // Backs of one deck a sheet, in the deck's colour (the pattern carries the word as outlines, not text).
        const identity = countOf(fronts, /Identity: /g);
        const ability = countOf(fronts, /Ability: /g);
        expect(identity === 0 || ability === 0).toBe(true);
        expect(fields[i]).toBe(identity > 0 ? fields[1] : fields[fields.length - 1]);
        identityBacks += identity;
        abilityBacks += ability;
      }
    });
    expect([identityBacks, abilityBacks]).toEqual([21, 31]);
    expect(fields[1]).not.toBe(fields[fields.length - 1]);
  }, 120_000);

  it('marks instinct cards and prints the Emperor and Rebel specials', async () => {
    const all = pagesText(await cards(paper)).join('\n');
    const instinct = data.abilityCards.filter((c) => c.instinct).reduce((a, c) => a + c.count, 0);
    expect(countOf(all, /INSTINCT: play at any time/g)).toBe(instinct);
    expect(countOf(all, /Play on your own turn/g)).toBe(data.abilityTotal - instinct);
    expect(countOf(all, /^Emperor:$/gm)).toBe(5 + 1); // Condemn x5, Guarding x1
    expect(countOf(all, /^Rebel:$/gm)).toBe(5);
  });

  it('is the same bytes every time', async () => {
    expect(Buffer.from(await buildCards(paper)).equals(Buffer.from(await cards(paper)))).toBe(true);
  });

  it('player aid is one page with every card and both Rebel win paths', async () => {
    const bytes = await buildPlayerAid(paper);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pagesText(bytes)[0]!.replace(/\s+/g, ' ');
    for (const card of data.abilityCards) expect(text).toContain(`${card.name} x${card.count}`);
    // The first path in our own words: the seed's sentence ends "the Emperor dies and the Rebels win".
    expect(text).toContain("No block has stopped it once the Emperor's own turn is over: the Rebels have won.");
    expect(text).not.toMatch(/dies and the Rebels win/i);
    expect(text).toContain('in the same round');
  });
});

describe('player aids in the free slots', () => {
  it.each(['duplex', 'fold'] as const)('%s: one for each of the most players in the whole game, the rest of each deck\'s sheets filled', (sides) => {
    const all = aidCounts('all', sides);
    expect(all.identity + all.ability).toBeGreaterThanOrEqual(data.players.max);
    const per = sides === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
    expect((data.identityTotal + all.identity) % per).toBe(0);
    expect((data.abilityTotal + all.ability) % per).toBe(0);
  });

  it('every ability card and every table size on the aid, from the data', () => {
    const { back } = aidContent();
    const text = back.sections.flatMap((s) => s.lines).join('\n');
    for (const card of data.abilityCards) expect(text).toContain(`${card.name} ×${card.count}`);
    for (const pool of data.drawPools) expect(text).toContain(`${pool.players} players:`);
  });
});

describe('printables', () => {
  it('lists all cards, each deck alone and the player aid under the emperor slug', () => {
    expect(printables.map((p) => `${p.game}/${p.name}`)).toEqual(['emperor/cards', 'emperor/identity-cards', 'emperor/ability-cards', 'emperor/player-aid', 'emperor/tuck-box', 'emperor/rules-booklet', 'emperor/everything']);
  });
});

describe.each(PAPER_IDS)('every card variant on %s', (paper) => {
  const decks = [
    ['all', 52, data.identityTotal],
    ['identity', data.identityTotal, data.identityTotal],
    ['ability', data.abilityTotal, 0],
  ] as const;
  describe.each(decks)('%s cards', (deck, total, identity) => {
    it.each(['duplex', 'fold'] as const)('%s: every card in its count, and no sheet mostly Loyalists or mostly Rebels', async (sides) => {
      const pages = pagesText(await buildDeck(paper, deck, { sides }));
      const fronts = sides === 'duplex' ? pages.filter((_, i) => i % 2 === 0) : pages;
      const all = fronts.join('\n');
      expect(countOf(all, /(Identity|Ability): /g)).toBe(total);
      expect(countOf(all, /Identity: /g)).toBe(identity);
      for (const card of deck === 'identity' ? [] : data.abilityCards) {
        expect(countOf(all, new RegExp(`Ability: ${card.name}(?![-\\w])`, 'g')), card.name).toBe(card.count);
      }
      for (const sheet of fronts) {
        const loyal = countOf(sheet, /Identity: Loyalist/g);
        const rebel = countOf(sheet, /Identity: Rebel/g);
        expect(Math.abs(loyal - rebel), sheet.slice(0, 80)).toBeLessThanOrEqual(1);
      }
      // Backs: each sheet in its deck's colour (identity gold, ability slate), never the two on one sheet.
      const fields = await backFields(await buildDeck(paper, deck, { sides }));
      const sheetFields = sides === 'duplex' ? fields.filter((_, i) => i % 2 === 1) : fields;
      const colours = new Map<string, string>();
      fronts.forEach((sheet, i) => {
        const kind = countOf(sheet, /Identity: /g) > 0 ? 'identity' : 'ability';
        expect(countOf(sheet, kind === 'identity' ? /Ability: /g : /Identity: /g)).toBe(0);
        if (!colours.has(kind)) colours.set(kind, sheetFields[i]!);
        expect(sheetFields[i]).toBe(colours.get(kind));
      });
      if (colours.size === 2) expect(colours.get('identity')).not.toBe(colours.get('ability'));
    });
  });
});

describe('identity cards change slots from sheet to sheet', () => {
  it.each([['all', PER_SHEET], ['identity', PER_SHEET], ['all', PER_FOLD_SHEET], ['identity', PER_FOLD_SHEET]] as const)('%s cards, %i a sheet: no slot holds the same faction on every sheet', (deck, per) => {
    const slots = identitySlots(deck, per);
    const sheets = Math.ceil(slots.length / per);
    expect(sheets).toBeGreaterThan(1);
    for (let i = 0; i < per; i++) {
      const at = Array.from({ length: sheets }, (_, s) => slots[s * per + i] ?? null);
      const factions = at.filter((k) => k !== null && k !== 'aid');
      if (factions.length === sheets) expect(new Set(factions).size, `slot ${i}: ${at.join(', ')}`).toBeGreaterThan(1);
    }
    // The Emperor's card sits where another faction sits on another sheet.
    const emperorAt = slots.indexOf('emperor') % per;
    expect(Array.from({ length: sheets }, (_, s) => slots[s * per + emperorAt]).some((k) => k === 'loyalist' || k === 'rebel')).toBe(true);
    expect(identitySlots(deck, per)).toEqual(slots);
  });
});
