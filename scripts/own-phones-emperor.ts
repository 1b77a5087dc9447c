/**
 * The Emperor's figures of "Each on our own phone" (src/games/emperor/own.ts), from the code:
 * bytes per QR for each of its codes at the largest table (seven players, names at the
 * longest), the scans each player makes, and a scripted join of seven phones through real
 * QR pictures (drawn, then read by ZXing as in the unit tests). Loaded by scripts/bench.ts
 * through Vite, like scripts/own-phones.ts.
 */
import { fromHex } from '~/kit/link/bytes';
import { encode, toQrText, toTyped } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { qrMatrix } from '~/kit/link/qr';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { cryptoRng } from '~/kit/random';
import { chooseDirection } from '~/games/emperor/engine';
import * as own from '~/games/emperor/own';
import type { Figure } from './own-phones';
import { throughQr } from '../tests/unit/kit/qr-image';

const TABLE = 2 ** 30 - 1;
const PLAYERS = 7;

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

function figure(kind: string, hex: string): Figure {
  const bytes = fromHex(hex);
  const qr = qrMatrix(toQrText(bytes));
  return { kind, bytes: bytes.length, qrVersion: qr.version, modules: qr.size - 8, typed: toTyped(bytes) !== null };
}

interface Phone {
  s: own.OwnState;
  keys: own.Keys;
}

/** Seven phones joined, started and dealt by own.ts; every code through a real QR picture when `viaQr`. */
async function table(names: string[], viaQr: boolean) {
  const pass = (hex: string) => (viaQr ? throughQr(toQrText(fromHex(hex))) : Promise.resolve(toQrText(fromHex(hex))));
  let t = own.openTable(TABLE);
  const phones: Phone[] = [];
  const shown: Record<string, string> = {};
  for (const name of names) {
    const pair = await makeKeyPair();
    const raw = await publicKeyBytes(pair);
    phones.push({ s: ok(own.joinTable(TABLE, name)), keys: { pair, raw } });
    const seat = encode(seatMessage(TABLE, { name, key: raw }));
    shown.seat = Buffer.from(seat).toString('hex');
    t = ok(await own.take(t, await pass(shown.seat), 'scan', null));
  }
  t = ok(own.start(t));
  shown.start = t.show!.code;
  const start = await pass(t.show!.code);
  for (const p of phones) p.s = ok(await own.take(p.s, start, 'scan', p.keys));
  t = ok(await own.deal(t, { emperorWinsAfterRounds: null, rng: cryptoRng(), random: randomBytes, nonce: 'bench' }));
  shown.deal = t.show!.code;
  const deal = await pass(t.show!.code);
  for (const p of phones) p.s = ok(await own.take(p.s, deal, 'scan', p.keys));
  return { t: ok(own.dismiss(t)), phones, shown };
}

/** Bytes of every Emperor code at its largest: seven players, names of the longest, in two-byte letters. */
export async function emperorFigures(): Promise<Figure[]> {
  const names = Array.from({ length: PLAYERS }, (_, i) => `${'é'.repeat(MAX_NAME_LENGTH - 1)}${i}`);
  const { t, phones, shown } = await table(names, false);
  const g = t.game!;
  const E = g.emperor;
  const a = phones[(E + 1) % PLAYERS]!;
  const b = phones[(E + 2) % PLAYERS]!;
  const card = ok(await own.showCard(b.s, (E + 1) % PLAYERS, 0, b.keys));
  const swap = ok(await own.giveCard(a.s, (E + 2) % PLAYERS, own.ownHand(a.s).findIndex((c) => c.kind !== 'emperor'), 0, a.keys));
  const reveal = ok(await own.revealMine(b.s, 1, b.keys));
  const proof = ok(await own.proveMine(b.s, b.keys));
  // The public code with every card face up but the Emperor's other two, at its longest.
  let pub = ok(own.record(t, 'chooseDirection', ok(chooseDirection(g, { direction: 'clockwise' }))));
  pub = ok(own.publicCode(pub));
  return [
    figure(`seat (name of ${MAX_NAME_LENGTH} two-byte letters, key)`, shown.seat!),
    figure(`start, ${PLAYERS} players (names cut to ${own.nameBytes(PLAYERS)} bytes, keys compressed to 33)`, shown.start!),
    figure(`deal, ${PLAYERS} players (3 cards and a seed each, sealed to each key)`, shown.deal!),
    figure('a card shown to an investigator (sealed to their key, with the shower’s own box)', card.show!.code),
    figure('a Swap’s card (sealed to the partner’s key, with the giver’s own box)', swap.show!.code),
    figure('a Reveal (card and salt, in the clear, with the owner’s own box)', reveal.show!.code),
    figure('an EW-7 proof (two cards and their salts, with the caster’s own box)', proof.show!.code),
    figure('the table’s public code (catch-up)', pub.show!.code),
  ];
}

/**
 * Scans each phone makes: to join (every phone but the table phone scans its first code, the
 * start and the deal; the table phone scans every other seat), then per action.
 */
export function emperorScans(players = PLAYERS) {
  return {
    join: { tablePhone: players - 1, other: 3 },
    perAction: [
      ['Investigate (the investigator scans the target’s card)', 1],
      ['Investigation (two cards: two scans)', 2],
      ['Swap (the partner scans, then the player)', 2],
      ['Reveal (the table phone scans)', 1],
      ['Shuffle, Transposition, Condemn, blocks, end of turn (taps on the table phone)', 0],
      ['a Condemn striking the Emperor (the table phone scans the proof)', 1],
    ] as [string, number][],
  };
}

/**
 * A scripted join of seven phones, every code drawn as a QR and read back by ZXing: the
 * machine's share of the time (the players' aiming comes on top: 24 scans, 6 of them on the
 * table phone; the first code, the start and the deal are read by six phones each, at once at a real table).
 */
export async function scriptedJoin(): Promise<{ ms: number; scans: number }> {
  const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];
  const start = performance.now();
  const { t } = await table(names, true);
  const ms = performance.now() - start;
  if (!t.game) throw new Error('no table');
  // With the table phone also a player's: it scans six seats; six phones scan its first code, the start and the deal.
  return { ms, scans: (PLAYERS - 1) + 3 * (PLAYERS - 1) };
}
