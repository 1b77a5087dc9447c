/**
 * "Scans per phone for a recovery" of "Each on our own phone", from the code: a phone wiped
 * mid-game brought back, and for the Emperor a lost table phone taken over (EW-9), driven
 * through own.ts as the players' phones would be, each `take` counted on the phone that
 * scans it. Which code comes next is the code's own answer (`nextScan`, a Swap waiting on
 * its answer, the new table phone's `unsealed`), so a change of the way back changes the
 * figure. Loaded by scripts/bench.ts through Vite, like scripts/own-phones.ts; checked
 * against the e2e's path by tests/unit/emperor/own-recovery-scans.test.ts.
 */
import { fromHex } from '~/kit/link/bytes';
import { BACKUP_BYTES, COMPRESSED_KEY_BYTES } from '~/kit/link/crypto';
import { maxBytes } from '~/kit/link/fields';
import { rejoinGame } from '~/kit/link/rejoin';
import { rejoinCodes } from '~/kit/link/rejoin-parts';
import { moves as subtweetMoves } from '~/games/subtweet/game';
import { REJOIN as SUBTWEET_REJOIN } from '~/games/subtweet/own-rejoin';
import { toQrText } from '~/kit/link/codec';
import { readPhrase, restoreSeatKeys } from '~/kit/link/table/phrase';
import { chooseDirection, endTurn } from '~/games/emperor/engine';
import { investigate, swapCards } from '~/games/emperor/cards';
import * as own from '~/games/emperor/own';
import { answerAgain, bringBackFor, nextScan, rejoined, rejoinFor, showAgain } from '~/games/emperor/own-recover';
import { handOverFor, takeOver } from '~/games/emperor/own-takeover';
import { sitWithWords, type WordPhone } from '../tests/unit/emperor/own-words';

const TABLE = 0x2bcd124;
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];

const ok = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const shown = (s: own.OwnState) => toQrText(fromHex(s.show!.code));

/** One row: what was lost, the scans of the phone coming back, and of each other phone. */
export interface RecoveryScans {
  game: string;
  fault: string;
  /** The wiped phone, or the lost table phone's player on the phone it comes back on. */
  back: number;
  /** The phone that takes over as the table phone (null: no takeover). */
  taker: number | null;
  /** Every other phone, the table phone included: the most any one of them scans. */
  others: number;
}

/**
 * Empty Rivalry, Empress and SUBTWEET (own-rejoin.ts of each): the phone still at the table
 * shows one rejoin code (`bringBack`) carrying the table, the seat's backup and its box; the
 * wiped phone scans it and its player types the four words (`rejoined`, then the words):
 * nothing else is scanned, by either phone. SUBTWEET's table phone comes back the same way
 * from any player's phone (ST-7).
 */
const REJOIN_ONLY = (game: string, fault: string): RecoveryScans => ({ game, fault, back: 1, taker: null, others: 0 });

type Phone = WordPhone;

/** Seven phones joined with their words, started and dealt, the direction chosen. */
async function sit(seed: number) {
  const { table, phones } = await sitWithWords(TABLE, NAMES, seed, shown);
  const t = ok(own.record(table, 'chooseDirection', ok(chooseDirection(table.game!, { direction: 'clockwise' }))));
  return { t: ok(own.dismiss(t)), phones };
}

/** Which way back `nextScan` took. */
type Way = 'table' | 'holder' | 'deal' | 'holder and a Swap answer';
const WAY: Record<Way, string> = {
  table: 'the table phone’s box',
  holder: 'another phone’s box',
  deal: 'the deal again',
  'holder and a Swap answer': 'another phone’s box and its Swap answer again',
};

/** A table of seven with scans counted per phone (index 7: the table phone). */
class Counted {
  scans = new Array<number>(8).fill(0);
  constructor(
    public t: own.OwnState,
    public phones: Phone[],
  ) {}
  /** `at` (a seat, or 7 for the table phone) scans `from`'s code. */
  async scan(at: number, from: own.OwnState, keys: own.Keys | null, s: own.OwnState): Promise<own.OwnState> {
    this.scans[at]!++;
    return ok(await own.take(s, shown(from), 'scan', keys));
  }
  reset() {
    this.scans.fill(0);
  }
  /** The current player reveals their card 0: the table phone keeps their box. */
  async reveal() {
    const me = this.t.game!.current!;
    const M = this.phones[me]!;
    this.t = ok(own.askReveal(this.t, me, 0));
    M.s = ok(await own.revealMine(M.s, 0, M.keys));
    this.t = ok(await own.take(this.t, shown(M.s), 'scan', null));
    M.s = ok(own.revealTaken(M.s));
    return me;
  }
  endTurn() {
    this.t = ok(own.record(this.t, 'endTurn', ok(endTurn(this.t.game!))));
  }
  /** Investigate: the current player looks at the next player's first card (the target's phone keeps nothing; the investigator keeps the target's box). */
  async investigate() {
    const g = this.t.game!;
    const me = g.current!;
    const other = (me + 1) % g.players.length;
    const args = { card: { player: other, position: 0 }, nonce: 'i' };
    this.t = ok(own.recordLook(ok(own.record(this.t, 'investigate', ok(investigate(g, args)))), { name: 'investigate', args }));
    const [M, O] = [this.phones[me]!, this.phones[other]!];
    M.s = ok(await own.take(M.s, shown(this.t), 'scan', M.keys));
    this.t = ok(own.dismiss(this.t));
    O.s = ok(await own.showCard(O.s, me, 0, O.keys));
    M.s = ok(await own.take(M.s, shown(O.s), 'scan', M.keys));
    O.s = ok(own.dismiss(O.s));
    return { investigator: me, target: other };
  }
  /** A Swap of the current player's card 0 with the next player's card 1. */
  async swap() {
    const g = this.t.game!;
    const me = g.current!;
    const other = (me + 1) % g.players.length;
    const mine = own.ownHand(this.phones[me]!.s).findIndex((c) => c.kind !== 'emperor');
    const theirs = own.ownHand(this.phones[other]!.s).findIndex((c) => c.kind !== 'emperor');
    const args = { mine, theirs: { player: other, position: theirs }, nonce: 's' };
    this.t = ok(own.recordLook(ok(own.record(this.t, 'swapCards', ok(swapCards(g, args)))), { name: 'swapCards', args }));
    const [M, O] = [this.phones[me]!, this.phones[other]!];
    O.s = ok(await own.take(O.s, shown(this.t), 'scan', O.keys));
    this.t = ok(own.dismiss(this.t));
    M.s = ok(await own.giveCard(M.s, other, mine, theirs, M.keys));
    O.s = ok(await own.take(O.s, shown(M.s), 'scan', O.keys));
    M.s = ok(await own.take(M.s, shown(O.s), 'scan', M.keys));
    O.s = ok(own.dismiss(O.s));
    return { swapper: me, partner: other };
  }

  /** EW-9: seat `w`'s phone wiped; back from the table phone's rejoin code, its words, the start again, then what `nextScan` asks for. */
  async bringBack(w: number): Promise<Way> {
    const lost = this.phones[w]!;
    this.t = ok(rejoinFor(this.t, w));
    this.scans[w]!++;
    const r = ok(rejoined(shown(this.t), 'scan'));
    const pair = ok(await restoreSeatKeys(ok(readPhrase(lost.words)), TABLE, lost.keys.raw, r.rejoin.backup!.backup));
    const keys = { pair, raw: lost.keys.raw };
    this.t = ok(showAgain(this.t, 'start', w));
    let s = await this.scan(w, this.t, keys, r.state);
    const next = nextScan(s);
    let way: Way = 'table';
    if (next === 'deal') {
      this.t = ok(showAgain(this.t, 'deal', w));
      s = await this.scan(w, this.t, keys, s);
      way = 'deal';
    } else if (next === 'holder') {
      const H = this.phones[r.state.back!.holder!]!;
      H.s = ok(bringBackFor(H.s, w));
      s = await this.scan(w, H.s, keys, s);
      H.s = ok(own.dismiss(H.s));
      way = 'holder';
      if (s.swap) {
        H.s = ok(answerAgain(H.s, w));
        s = await this.scan(w, H.s, keys, s);
        H.s = ok(own.dismiss(H.s));
        way = 'holder and a Swap answer';
      }
    }
    if (s.back) throw new Error(`${NAMES[w]}'s phone is not back`);
    this.t = ok(own.dismiss(this.t));
    this.phones[w] = { ...lost, s, keys };
    return way;
  }

  /** EW-9: the table phone lost (with its player's phone, seat `lost`); `taker` takes over, every other phone hands over, `lost` comes back and hands over. */
  async takeOver(taker: number, lost: number) {
    const P = this.phones[taker]!;
    const taken = ok(await takeOver(P.s, P.backup));
    P.s = taken.phone;
    let t = taken.table;
    // Each phone the new table phone still lacks (its own `unsealed`), but the lost seat's, which comes back first.
    for (const q of t.unsealed!.filter((i) => i !== lost)) {
      const Q = this.phones[q]!;
      Q.s = ok(await handOverFor(Q.s, taker, Q.backup));
      t = await this.scan(taker, Q.s, null, t);
      Q.s = ok(own.dismiss(Q.s));
    }
    this.t = t;
    this.phones[lost] = { ...this.phones[lost]!, s: ok(own.dismiss(this.phones[lost]!.s)) };
    const way = await this.bringBack(lost);
    const Z = this.phones[lost]!;
    Z.s = ok(await handOverFor(Z.s, taker, Z.backup));
    this.t = await this.scan(taker, Z.s, null, this.t);
    Z.s = ok(own.dismiss(Z.s));
    if (this.t.unsealed?.length) throw new Error('a hand-over is missing');
    // The new table phone's scans count as its player's phone's: one phone.
    this.scans[taker]! += this.scans[7]!;
    this.scans[7] = 0;
    return way;
  }

  row(fault: string, back: number, taker: number | null): RecoveryScans {
    const others = this.scans.filter((_, i) => i !== back && i !== taker);
    return { game: 'emperor', fault, back: this.scans[back]!, taker: taker === null ? null : this.scans[taker]!, others: Math.max(...others) };
  }
}

/** The Emperor at seven phones: each way back a wiped phone can take, then the table phone lost and taken over. */
async function emperorRecoveries(): Promise<RecoveryScans[]> {
  const rows: RecoveryScans[] = [];
  const table = await sit(3);
  const c = new Counted(table.t, table.phones);
  // Wiped before its first code: the deal again.
  const first = c.t.game!.current!;
  c.reset();
  rows.push(c.row(`a player’s phone wiped, back from ${WAY[await c.bringBack((first + 3) % 7)]}`, (first + 3) % 7, null));
  // Wiped after its Reveal: the table phone keeps its box.
  const revealer = await c.reveal();
  c.reset();
  rows.push(c.row(`a player’s phone wiped, back from ${WAY[await c.bringBack(revealer)]}`, revealer, null));
  c.endTurn();
  // Wiped after a card it showed: the investigator's phone keeps its box.
  const { target } = await c.investigate();
  c.reset();
  rows.push(c.row(`a player’s phone wiped, back from ${WAY[await c.bringBack(target)]}`, target, null));
  // Wiped after a Swap it began: the partner's phone keeps its box, and shows its answer again.
  c.endTurn();
  const { swapper } = await c.swap();
  c.reset();
  rows.push(c.row(`a player’s phone wiped, back from ${WAY[await c.bringBack(swapper)]}`, swapper, null));
  // The table phone lost with its player's phone (seat 0, which opened the table): the next seat takes over.
  c.reset();
  const way = await c.takeOver(1, 0);
  rows.push(c.row(`the table phone lost: a player’s phone takes over; its player comes back from ${WAY[way]}`, 0, 1));
  // That table phone lost in turn (with its player's phone, seat 1), after play went on (a phone took one of its codes): another takes over the same way.
  c.t = ok(own.publicCode(c.t));
  c.phones[2]!.s = ok(await own.take(c.phones[2]!.s, shown(c.t), 'scan', c.phones[2]!.keys));
  c.t = ok(own.dismiss(c.t));
  c.reset();
  const again = await c.takeOver(2, 1);
  rows.push(c.row(`the new table phone lost too: another takes over; its player comes back from ${WAY[again]}`, 1, 2));
  return rows;
}

/**
 * SUBTWEET's rejoin codes for a wiped player's phone at twelve handles of `length` characters,
 * in the worst case: the game's public state at its longest (its declared `REJOIN`), the
 * seat's backup and its sealed box (kit `rejoinCodes`: one code, or parts scanned in turn).
 */
function subtweetCodes(length: number): number {
  const names = Array.from({ length: 12 }, (_, i) => `${String.fromCharCode(65 + i)}${'x'.repeat(length - 1)}`);
  const backup = { key: new Uint8Array(COMPRESSED_KEY_BYTES), backup: new Uint8Array(BACKUP_BYTES) };
  const state = new Uint8Array(maxBytes(SUBTWEET_REJOIN, { seats: 12 }));
  const kept = new Uint8Array(subtweetMoves.tableBox.args.box.length);
  return ok(rejoinCodes(TABLE, 0, { game: rejoinGame('subtweet'), seat: 1, names, replay: 0, state, backup, kept, others: [] })).length;
}

/** The longest handles a start of twelve SUBTWEET phones takes (tests/unit/subtweet/own-recovery.test.ts finds it). */
const SUBTWEET_LONGEST = 18;

/** SUBTWEET: one rejoin code, or two at twelve phones with long handles, then the words. */
function subtweetRows(): RecoveryScans[] {
  let one = SUBTWEET_LONGEST;
  while (one > 1 && subtweetCodes(one) > 1) one--;
  const rows = [REJOIN_ONLY('subtweet', `any phone wiped, the table phone’s included (any other shows the rejoin code): one code while it fits one frame (at twelve phones, surely with handles up to ${one} characters)`)];
  const most = subtweetCodes(SUBTWEET_LONGEST);
  if (most > 1) rows.push({ ...REJOIN_ONLY('subtweet', `a player’s phone wiped at twelve phones with longer handles, up to the longest handles (${SUBTWEET_LONGEST} characters): the table phone shows the rejoin in up to ${most} codes, scanned in turn`), back: most });
  return rows;
}

/** Scans per phone for a recovery, per game with an own-phone mode. */
export async function recoveryScans(): Promise<RecoveryScans[]> {
  return [
    REJOIN_ONLY('empty-rivalry', 'either phone wiped (the other shows the rejoin code)'),
    REJOIN_ONLY('empress', 'either phone wiped (the other shows the rejoin code)'),
    ...subtweetRows(),
    ...(await emperorRecoveries()),
  ];
}
