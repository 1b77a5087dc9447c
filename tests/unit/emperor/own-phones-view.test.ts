import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc32, fromHex } from '~/kit/link/bytes';
import { toQrText } from '~/kit/link/codec';
import { REFUSED } from '~/kit/link/words';
import { PUBLIC } from '~/kit/game';
import { seededRng } from '~/kit/seeded';
import { investigate, revealCard, shuffleCards, swapCards } from '~/games/emperor/cards';
import { chooseDirection, condemn, endTurn } from '~/games/emperor/engine';
import { view } from '~/games/emperor/game';
import * as own from '~/games/emperor/own';
import type { OwnState } from '~/games/emperor/own-state';
import type { TableState } from '~/games/emperor/state';
import { ownProblem, ownSchema } from '~/games/emperor/own-state';
import * as v from 'valibot';
import { code, NAMES, sit, unwrap, type Phone } from './own-table';

/*
 * Random whole games of the Emperor on 5–7 phones, played beside the same game on one phone
 * (the engine on the whole table: the truth). At every step, once each phone has scanned the
 * table phone's public code, the table phone holds the public table, `view(truth, PUBLIC)`,
 * and each player's phone `view(truth, seat)`: the table (round, direction, turn, who lives,
 * the end, the Emperor), its own three cards as they lie and every other card as its view
 * shows it; a card it was shown is the card the truth held then. No save holds another
 * seat's card or salt, and every save reads back whole (a reload). Every code a step makes is
 * refused when replayed, tampered with, taken at another table or by a phone it wasn't
 * boxed for.
 */

/** The same bytes with their CRC made good again, so a tamper reaches the message, not the checksum. */
function withCrc(body: Uint8Array): string {
  const c = crc32(body);
  return toQrText(Uint8Array.of(...body, c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff));
}

/**
 * A view as the phones carry it: the table's public part, and each card as `viewer` sees it
 * (its own as they lie; any other face up, or face down). The looks are left out: a card a
 * look showed is checked when it is shown (a phone can't follow it when its holder shuffles).
 */
const seenBy = (g: TableState | null, viewer: number) =>
  g && {
    names: g.players.map((p) => p.name),
    round: g.round,
    direction: g.direction,
    current: g.current,
    alive: g.players.map((p) => p.alive),
    winner: g.winner?.side ?? null,
    emperor: g.emperor,
    cards: g.identity?.hands.map((h, p) => h.map((c) => (p === viewer || c.faceUp ? `${c.kind}${c.faceUp ? ' up' : ''}` : 'down'))) ?? null,
  };
/** The truth's view for `viewer`, its looks left out as above. */
const viewOf = (truth: TableState, viewer: number) => seenBy(view({ ...truth, identity: truth.identity && { ...truth.identity, looks: [] } }, viewer), viewer);
/** A save read back as a reload reads it: JSON, the schema, the sense check. */
const reloaded = (s: OwnState) => {
  const back = v.parse(ownSchema, JSON.parse(JSON.stringify(s)));
  expect(ownProblem(back)).toBeNull();
  return back;
};

/** Moves played across the runs, by kind: the property must have played every kind. */
const played: Record<string, number> = {};
const count = (what: string) => (played[what] = (played[what] ?? 0) + 1);

describe('the Emperor on own phones: every phone holds its view of the one-phone game', () => {
  it('property: random whole games at 5–7 phones; the table phone = view(PUBLIC), each phone its own cards of view(seat); every bad code refused', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5, max: 7 }), fc.integer({ min: 1, max: 1e6 }), fc.array(fc.tuple(fc.nat(9), fc.nat(6), fc.nat(2), fc.nat(2)), { minLength: 30, maxLength: 120 }), async (n, seed, plan) => {
        const names = NAMES.slice(0, n);
        // Joined, started and dealt by text codes; the deal again is refused (every phone has its cards).
        const t = await sit(names, seed, false);
        const phones = t.phones;
        let table = t.table;
        let truth = t.truth;
        const E = truth.emperor;
        const holdsItsView = async () => {
          // At the end the one-phone game shows every hand; the table phone keeps its public table.
          expect(seenBy(table.game!.winner ? truth : table.game, PUBLIC)).toEqual(seenBy(table.game!.winner ? truth : view(truth, PUBLIC), PUBLIC));
          if (table.game!.winner) expect(table.game!.winner.side).toBe(truth.winner!.side);
          expect(reloaded(table)).toEqual(table);
          // Every phone catches up with one scan of the table phone's public code (while its codes' steps last: 255 a game).
          if (table.made < 240) {
            table = unwrap(own.publicCode(table));
            const pub = code(table);
            for (const p of phones) p.s = unwrap(await own.take(p.s, pub, 'scan', p.keys));
            table = unwrap(own.dismiss(table));
          }
          const caughtUp = table.made < 240 || truth.winner !== null;
          const tableJson = JSON.stringify(table);
          for (const [i, p] of phones.entries()) {
            const mine = seenBy(p.s.game, i)!;
            const truly = viewOf(truth, i)!;
            if (caughtUp && !truth.winner) expect(mine).toEqual(truly);
            else expect(mine.cards![i]).toEqual(truly.cards![i]);
            if (caughtUp && truth.winner) expect(mine.winner).toBe(truly.winner);
            expect(reloaded(p.s)).toEqual(p.s);
            // Another seat's face-down card: the placeholder, or a card this phone was shown.
            p.s.game!.identity!.hands.forEach((h, q) =>
              h.forEach((c, at) => {
                if (q === i || c.faceUp) return;
                const shown = p.s.game!.identity!.looks.some((l) => l.viewer === i && l.cards.some((r) => r.player === q && r.position === at));
                if (!shown) expect(c).toEqual({ kind: 'rebel', faceUp: false });
              }),
            );
            const json = JSON.stringify(p.s);
            for (const [j, q] of phones.entries()) for (const c of own.ownHand(q.s)) {
              expect(tableJson).not.toContain(c.salt);
              if (j !== i) expect(json).not.toContain(c.salt);
            }
          }
        };
        /** A code taken by `to`: then refused when replayed, tampered with, or from another table. */
        const takeOnce = async (from: OwnState, to: Phone | null): Promise<OwnState> => {
          const text = code(from);
          const before = to ? to.s : table;
          const next = unwrap(await own.take(before, text, 'scan', to?.keys ?? null));
          const bytes = fromHex(from.show!.code);
          const body = bytes.slice(0, -4);
          const bent = body.slice();
          bent[bent.length - 1]! ^= 0x01;
          expect((await own.take(before, withCrc(bent), 'scan', to?.keys ?? null)).ok).toBe(false);
          const other = body.slice();
          other[5]! ^= 0x01; // the table code's last byte
          expect(await own.take(before, withCrc(other), 'scan', to?.keys ?? null)).toEqual({ ok: false, error: REFUSED.otherTable });
          expect((await own.take(next, text, 'scan', to?.keys ?? null)).ok).toBe(false);
          return next;
        };
        /** A code boxed to one phone, scanned by another: refused, nothing learnt. */
        const notForThird = async (from: OwnState, skip: number[]) => {
          const third = phones.find((_, i) => !skip.includes(i))!;
          expect(await own.take(third.s, code(from), 'scan', third.keys)).toEqual({ ok: false, error: REFUSED.otherPhone });
        };

        await holdsItsView();
        for (const [what, who, x, y] of plan) {
          if (truth.winner) break;
          const g = table.game!;
          if (g.current === null) {
            truth = unwrap(chooseDirection(truth, { direction: 'clockwise' }));
            table = unwrap(own.record(table, 'chooseDirection', unwrap(chooseDirection(g, { direction: 'clockwise' }))));
            await holdsItsView();
            continue;
          }
          const me = g.current;
          const other = (me + 1 + (who % (n - 1))) % n;
          const M = phones[me]!;
          const O = phones[other]!;
          if (what === 0) {
            // Investigate another player's card.
            const args = { card: { player: other, position: x }, nonce: 'i' };
            const t = investigate(truth, args);
            if (!t.ok || !investigate(g, args).ok) continue;
            truth = t.value;
            table = unwrap(own.recordLook(unwrap(own.record(table, 'investigate', unwrap(investigate(g, args)))), { name: 'investigate', args }));
            M.s = await takeOnce(table, M);
            table = unwrap(own.dismiss(table));
            O.s = unwrap(await own.showCard(O.s, me, x, O.keys));
            await notForThird(O.s, [me, other]);
            M.s = await takeOnce(O.s, M);
            O.s = unwrap(own.dismiss(O.s));
            // The card shown is the one the truth holds there, in the investigator's view with its look.
            expect(M.s.game!.identity!.hands[other]![x]).toEqual({ kind: truth.identity!.hands[other]![x]!.kind, faceUp: false });
            expect(M.s.game!.identity!.looks.at(-1)).toMatchObject({ viewer: me, cards: [{ player: other, position: x }] });
            count('investigate');
          } else if (what === 1) {
            // Swap: this player's card x for the other's card y.
            const args = { mine: x, theirs: { player: other, position: y }, nonce: 's' };
            const t = swapCards(truth, args);
            if (!t.ok || !swapCards(g, args).ok) continue;
            truth = t.value;
            table = unwrap(own.recordLook(unwrap(own.record(table, 'swapCards', unwrap(swapCards(g, args)))), { name: 'swapCards', args }));
            O.s = await takeOnce(table, O);
            table = unwrap(own.dismiss(table));
            M.s = unwrap(await own.giveCard(M.s, other, x, y, M.keys));
            await notForThird(M.s, [me, other]);
            O.s = await takeOnce(M.s, O);
            M.s = await takeOnce(O.s, M);
            O.s = unwrap(own.dismiss(O.s));
            count('swap');
          } else if (what === 2) {
            // Reveal one of this player's own cards.
            const args = { card: { player: me, position: x } };
            const t = revealCard(truth, args);
            if (!t.ok) continue;
            truth = t.value;
            table = unwrap(own.askReveal(table, me, x));
            M.s = unwrap(await own.revealMine(M.s, x, M.keys));
            table = await takeOnce(M.s, null);
            M.s = unwrap(own.revealTaken(M.s));
            count('reveal');
          } else if (what === 3) {
            // Shuffle on the player's own phone; the truth follows where the cards went.
            const t = shuffleCards(truth, seededRng(seed + x));
            if (!t.ok) continue;
            M.s = unwrap(own.shuffleMine(M.s, seededRng(seed + y)));
            const hands = t.value.identity!.hands.map((h, p) => (p === me ? own.ownHand(M.s).map((c) => ({ kind: c.kind, faceUp: c.faceUp })) : h));
            truth = { ...t.value, identity: { ...t.value.identity!, hands } };
            table = unwrap(own.record(table, 'shuffleCards', unwrap(shuffleCards(g, seededRng(1)))));
            count('shuffle');
          } else {
            // Condemn (the Emperor more often than not), or, most often, the turn's end; EW-7 proofs as the table phone asks.
            const target = what === 4 ? (x === 0 ? other : E) : null;
            const t = target === null ? endTurn(truth) : condemn(truth, { target });
            if (!t.ok) continue;
            const onTable = target === null ? endTurn(g) : condemn(g, { target });
            if (!onTable.ok) continue;
            table = unwrap(own.record(table, target === null ? 'endTurn' : 'condemn', onTable.value));
            while (table.waiting?.what === 'proof') {
              const C = phones[table.waiting.caster]!;
              C.s = unwrap(await own.proveMine(C.s, C.keys));
              table = await takeOnce(C.s, null);
              C.s = unwrap(own.dismiss(C.s));
              count('proof');
            }
            truth = t.value;
            count(target === null ? 'endTurn' : 'condemn');
            if (truth.winner) count('won');
          }
          await holdsItsView();
        }
      }),
      // A failure's shrinking replays whole games: past the limit the counterexample found so far is reported, seed and path with it.
      { numRuns: 25, interruptAfterTimeLimit: 300_000 },
    );
    for (const what of ['investigate', 'swap', 'reveal', 'shuffle', 'endTurn', 'condemn', 'proof', 'won']) expect(played[what] ?? 0, what).toBeGreaterThan(0);
    console.log('emperor own phones, moves played in random games', JSON.stringify(played));
  }, 480_000);
});
