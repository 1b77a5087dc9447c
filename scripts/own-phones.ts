/**
 * The figures of "Each on our own phone" that come from the code, not the build: bytes per
 * QR for every kind of message at its largest (seven players for the Emperor's), its QR
 * version, and the scans each player makes in a whole match of each game. Loaded by
 * scripts/bench.ts through Vite (so `~/` imports resolve as in the site).
 */
import { encode, KIND, MAX_BYTES, toQrText, toTyped, type Message } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { joinAddress } from '~/kit/link/join';
import { linkMessage } from '~/kit/link/live/sdp';
import { boxMessage, revealMessage, sealFor, sealMessage, seatMessage, startMessage } from '~/kit/link/messages';
import { qrMatrix } from '~/kit/link/qr';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { DEFAULT_ROUNDS } from '~/games/empty-rivalry/engine';
import type { CardId } from '~/games/empress/data';
import { pickCard, recordOutcome, setup as empressSetup } from '~/games/empress/engine';
import { forcedOutcome, position } from '~/games/empress/state';

const TABLE = 2 ** 30 - 1;
const MAX_PLAYERS = 7;
// The longest name a player may type, in letters that take two bytes each in UTF-8 (é, ß, Cyrillic)…
const NAME = 'é'.repeat(MAX_NAME_LENGTH);
// …and in plain letters, for the start of a seven-player table (seven two-byte names of 20 letters are 305 bytes: one frame too many).
const ASCII = 'x'.repeat(MAX_NAME_LENGTH);

export interface Figure {
  kind: string;
  bytes: number;
  qrVersion: number;
  modules: number;
  typed: boolean;
}

export async function messageFigures(): Promise<Figure[]> {
  const key = await publicKeyBytes(await makeKeyPair());
  const keys = await Promise.all(Array.from({ length: MAX_PLAYERS }, async () => publicKeyBytes(await makeKeyPair())));
  const seal = await sealFor(TABLE, 20, 0, new Uint8Array(7));
  const messages: [string, Message | string][] = [
    ['table (site address + table code, byte mode)', joinAddress(TABLE, 'https://tablemate.example/games/empty-rivalry/play/')],
    ['seat (name, public key)', seatMessage(TABLE, { name: NAME, key })],
    ['start, Empty Rivalry (2 names, rounds, vetoes)', startMessage(TABLE, { seats: [{ name: NAME, key }, { name: NAME, key }], setup: new Uint8Array(6), withKeys: false })],
    [`start, ${MAX_PLAYERS} players (names only, ${MAX_NAME_LENGTH} plain letters each)`, startMessage(TABLE, { seats: Array.from({ length: MAX_PLAYERS }, () => ({ name: ASCII, key })), setup: new Uint8Array(4), withKeys: false })],
    ['seal, Empty Rivalry Attacker (digest + decision)', sealMessage(TABLE, 20, { seat: 0, digest: seal.digest, said: Uint8Array.of(1) })],
    ['reveal, Empty Rivalry Attacker (d12, guesses, decision, questions, salt)', revealMessage(TABLE, 20, { seat: 0, value: new Uint8Array(7), salt: seal.salt })],
    ['reveal, Empty Rivalry Defender (d4, records, salt)', revealMessage(TABLE, 20, { seat: 1, value: new Uint8Array(3), salt: seal.salt })],
    [`box: a deal, 3 cards to each of ${MAX_PLAYERS} players`, await boxMessage(TABLE, 1, keys, keys.map(() => new Uint8Array(3)))],
    ['box: a swap or a shown card, 1 card to 1 player', await boxMessage(TABLE, 9, [key], [new Uint8Array(1)])],
    // A phone's offer as Chromium writes it (ufrag 4, pwd 24), with four host candidates hidden as mDNS names (16 B each).
    ['live link offer or answer (ICE, DTLS fingerprint, 4 host candidates as mDNS names)', linkMessage(KIND.linkOffer, TABLE, { seat: 1, attempt: 0, desc: { ufrag: 'x'.repeat(4), pwd: 'x'.repeat(24), fingerprint: new Uint8Array(32), setup: 'actpass', mid: '0', candidates: Array.from({ length: 4 }, (_, i) => ({ address: `0000000${i}-0000-4000-8000-000000000000.local`, port: 50000 + i, protocol: 'udp' as const })) } })],
  ];
  return messages.map(([kind, m]) => {
    let bytes: Uint8Array;
    try {
      bytes = typeof m === 'string' ? new TextEncoder().encode(m) : encode(m);
    } catch {
      return { kind, bytes: MAX_BYTES + 1, qrVersion: 0, modules: 0, typed: false };
    }
    const text = typeof m === 'string' ? m : toQrText(bytes);
    const qr = qrMatrix(text);
    return { kind, bytes: bytes.length, qrVersion: qr.version, modules: qr.size - 8, typed: typeof m === 'string' ? true : toTyped(bytes) !== null };
  });
}

/** Scans each player's phone makes in a whole match: the table phone's player first. */
export interface Scans {
  game: string;
  match: string;
  tablePhone: number;
  other: number;
}

/** Joining by the kit's OpenOrJoin: the table phone scans the other's seat; the other scans the table's code, then the start. */
const JOIN = { tablePhone: 1, other: 2 };

/**
 * Empty Rivalry (own.ts): per round the Defender's phone scans the Attacker's seal and then
 * the reveal (2), the Attacker's the Defender's reveal (1); the table phone's player attacks
 * the odd rounds.
 */
function emptyRivalryScans(rounds = DEFAULT_ROUNDS): Scans {
  let { tablePhone, other } = JOIN;
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) [tablePhone, other] = [tablePhone + 1, other + 2];
    else [tablePhone, other] = [tablePhone + 2, other + 1];
  }
  return { game: 'empty-rivalry', match: `${rounds} rounds`, tablePhone, other };
}

/**
 * Empress without cards (own.ts), a match played by its own engine: per play the other
 * phone scans the lead's seal and then the reveal (2), the lead's phone the answer (1); the
 * forced last play after four draws needs no code (EP-2). `draws` plays before each game's
 * decisive one: 0 (every game decided at its first play) to 4 (the longest).
 */
function empressScans(draws: number, sets = 1): Scans {
  const started = empressSetup({ players: ['Ana', 'Ben'], sets, firstEmpress: 0 });
  if (!started.ok) throw new Error(started.error);
  let state = started.value;
  const scans = [JOIN.tablePhone, JOIN.other];
  for (let pos = position(state); pos; pos = position(state)) {
    if (!pos.forced) {
      scans[pos.leadPlayer]! += 1;
      scans[1 - pos.leadPlayer]! += 2;
    }
    // A draw (two Citizens) while draws are wanted, else the Empress takes the Assassin's Citizen.
    const [lead, answer]: CardId[] = pos.forced ? [] : pos.play <= draws ? ['citizen', 'citizen'] : pos.lead === 'empress' ? ['empress', 'citizen'] : ['citizen', 'empress'];
    const laid = pos.forced ? recordOutcome(state, forcedOutcome(state)!) : pickCard(state, lead!);
    const next = laid.ok && !pos.forced ? pickCard(laid.value, answer!) : laid;
    if (!next.ok) throw new Error(next.error);
    state = next.value;
  }
  return { game: 'empress', match: `${sets} set of 4 games, ${draws === 0 ? 'each decided at its first play' : `${draws} draws a game`}`, tablePhone: scans[0]!, other: scans[1]! };
}

/** Scans per player in a whole match, per game with an own-phone mode (the Emperor's joins here). */
export function scansPerPlayer(): Scans[] {
  return [emptyRivalryScans(), empressScans(0), empressScans(4)];
}

export { MAX_BYTES };
