import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import { problem, tableState, type IdentityKind } from './state';

/**
 * The save of "Each on our own phone" (own.ts has the moves and the why), apart from the
 * moves, so the store (own-store.ts) carries the schema and its sense check only.
 *
 * One schema for both kinds of phone, each holding the game as game.ts `view` gives it to
 * that phone (`game`). The table phone: `view(state, PUBLIC)`, every hand face down but the
 * cards lying face up, and the seals of the dealt cards (`seals`), never a hand. A player's
 * phone: `view(state, seat)` for its own seat, its own three cards, the cards lying face
 * up and the cards it was shown (with their looks), as of the last public code it scanned,
 * and its own cards' salts (`salts`), never another player's card or salt.
 */

const hex = v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2})*$/));
/** The step of a code: each phone counts the codes it makes (own.ts `made`). */
const step = int(0, 255);

/** One of this phone's own cards, with its salt (`ownHand`): what its codes carry. */
export interface OwnCard {
  kind: IdentityKind;
  /** Face up for all (the Emperor card always; a revealed card until this player shuffles). */
  faceUp: boolean;
  /** The card's salt from the deal (12 bytes): with its kind it opens the card's seal on the table phone. */
  salt: string;
}

const seat = v.object({
  /** As the table phone scanned it (the start code may carry it shortened: own.ts `nameBytes`). */
  name: text(),
  /** The 65-byte public key, as hex: codes for this player are encrypted to it. */
  key: hex,
  /** The table phone: the seat key's backup under its player's four words (kit table/phrase.ts, EW-9), from the seat code. */
  backup: v.optional(hex),
});

/** A seat's own box (own-box.ts) as this phone took it, with the step of the code it rode in. */
const kept = v.nullable(v.object({ made: step, box: hex }));

/** What the table phone waits for before it can record a move. */
const waiting = v.union([
  /** A Reveal: the owner's phone shows the card, the table phone scans it. */
  v.object({ what: v.literal('reveal'), player: int(0, 6), position: int(0, 2) }),
  /**
   * A Condemn strikes the Emperor (EW-7): the move waits for the phones of the casters whose
   * identity decides it; `proven` holds the identities proven so far.
   */
  v.object({
    what: v.literal('proof'),
    move: v.picklist(['endTurn', 'condemn']),
    target: v.nullable(int(0, 6)),
    caster: int(0, 6),
    proven: v.array(v.object({ player: int(0, 6), rebel: v.boolean() })),
  }),
]);
export type Waiting = v.InferOutput<typeof waiting>;

export const ownSchema = v.object({
  /** The table's code (30 bits): every code this phone makes or takes carries it. */
  table: int(0, 2 ** 30 - 1),
  role: v.picklist(['table', 'player']),
  /** The player's name on a player's phone; empty on the table phone. */
  name: v.string(),
  /** Everyone at the table in seat order (clockwise): as the table phone scanned them until its host sets the seating, then as set. */
  seats: v.array(seat),
  /** The table phone: every phone has joined and its host sets the seating (own-host.ts `reseat`) before the start. */
  seating: v.optional(v.boolean()),
  /** A player's phone: its seat, once the start code is scanned. */
  me: v.nullable(int(0, 6)),
  /**
   * Once dealt, the game as this phone may see it (game.ts `view`): the table phone's
   * `view(state, PUBLIC)`, a player's phone `view(state, seat)`.
   */
  game: v.nullable(tableState),
  /** The table phone: the seal of every dealt card (16 bytes each), in no order: they say nothing of the cards. */
  seals: v.array(hex),
    /** A player's phone: its own cards' salts from the deal (12 bytes each), by position, moved with the cards. */
  salts: v.array(hex),
  /** Codes this phone has made: the step of its next one. */
  made: step,
  /** The last step taken from each seat (index 7: the table phone): an older code is refused. */
  from: v.pipe(v.array(step), v.length(8)),
  /** The code on screen until the other phone has it, as message bytes. */
  show: v.nullable(
    v.object({
      what: v.picklist(['start', 'deal', 'card', 'swap', 'reveal', 'proof', 'public', 'record', 'rejoin', 'bringBack', 'handOver']),
      code: hex,
      to: v.nullable(int(0, 6)),
      /** A Reveal's card: it turns face up on this phone once the table phone has it. */
      card: v.optional(int(0, 2)),
    }),
  ),
  /** A player's phone: a Swap it started, waiting for the partner's card back. */
  swap: v.nullable(v.object({ partner: int(0, 6), mine: int(0, 2), theirs: int(0, 2) })),
  /** The table phone: a move waiting for a scan. */
  waiting: v.nullable(waiting),
  /**
   * A player's phone: what the table phone recorded of the Investigate (Investigation) or
   * Swap whose card(s) this phone takes next (own.ts `recordScanned`): a card other than
   * the one recorded is refused. `by`: the viewer, or the player who played Swap; `cards`:
   * the cards still to come (a Swap's: the given one, then this phone's).
   */
  recorded: v.optional(
    v.nullable(v.object({ what: v.picklist(['look', 'swap']), by: int(0, 6), cards: v.array(v.object({ player: int(0, 6), position: int(0, 2) })) })),
  ),
  /* EW-9 (own-recover.ts): what brings a wiped phone back. */
  /** A player's phone: the secret its Shuffles are drawn from, and how many it made (own-box.ts `shuffleRng`). */
  secret: v.optional(hex),
  shuffles: v.optional(int(0, 255)),
  /** Each seat's latest own box this phone took, by seat. */
  kept: v.optional(v.array(kept)),
  /** A player's phone: the last Swap answer it gave each seat (the code), for that seat's wiped phone. */
  answered: v.optional(v.array(v.nullable(hex))),
  /** The table phone: who took each seat's latest code (a seat, 7 the table phone itself), hence holds its newest box. */
  holder: v.optional(v.array(v.nullable(int(0, 7)))),
  /** The table phone: the Shuffles it recorded for each seat. */
  shuffled: v.optional(v.array(int(0, 255))),
  /** The table phone: the deal code, boxed to each seat's key: a phone wiped before its first code comes back from it. */
  dealt: v.optional(hex),
  /** A wiped phone coming back: what the table phone's rejoin code said, until the start code (and a box) are scanned. */
  back: v.optional(
    v.nullable(
      v.object({
        seat: int(0, 6),
        step,
        /** The table as the rejoin code carried it (own-recover.ts `REJOIN`), as bytes. */
        state: hex,
        kept: v.nullable(kept),
        holder: v.nullable(int(0, 7)),
        /** The holder shows the deal again, not a box: a new table phone with no deal of its own named a phone that has one. */
        deal: v.optional(v.boolean()),
        /** The seat's compressed public key (33 bytes) and its key's backup (48), for the words. */
        key: hex,
        backup: hex,
      }),
    ),
  ),
  /* EW-9, a lost table phone (own-takeover.ts). */
  /** A player's phone: the newest whole public table it took from the table phone (own-codes.ts `SNAP`, as bytes), with that code's step. */
  saw: v.optional(v.nullable(v.object({ step, snap: hex }))),
  /** After a takeover: the seat whose phone is the table phone now; a code from the lost one is refused. */
  tableAt: v.optional(v.nullable(int(0, 6))),
  /** The new table phone: the seats whose hand-over code it still waits for (their cards' seals). */
  unsealed: v.optional(v.array(int(0, 6))),
  /** The new table phone: the seat lost with the old one (its player comes back by EW-9 first), and the step of the snapshot it drew. */
  lost: v.optional(v.nullable(int(0, 6))),
  drawn: v.optional(step),
  /** The new table phone: the step of the newest box of each seat a phone said it keeps (`holder` names that phone). */
  keptAt: v.optional(v.array(step)),
  /** The new table phone with no copy of the deal (it came back from its words): the first phone that handed over with one. */
  dealAt: v.optional(v.nullable(int(0, 6))),
});

export type OwnState = v.InferOutput<typeof ownSchema>;

/** Beyond the shape: a table phone holds no hand, a player's phone no table; each code's seat in range. */
export function ownProblem(s: OwnState): string | null {
  const n = s.seats.length;
  if (n > 7) return 'more than seven seats';
  if (s.game) {
    const p = problem(s.game);
    if (p) return p;
    if (s.game.players.length !== n) return 'a table of other players';
  }
  if (s.role === 'table') {
    if (s.salts.length > 0 || s.me !== null || s.swap) return 'a hand on the table phone';
    if (s.game) {
      if (s.game.identity?.hands.some((h) => h.some((c) => !c.faceUp && c.kind !== 'rebel'))) return 'a face-down card known to the table phone';
      if (s.seals.length !== 3 * (n - (s.unsealed?.length ?? 0))) return 'a seal missing';
    }
  } else {
    if (s.seals.length > 0 || s.waiting) return 'the table on a player’s phone';
    if (s.me !== null && s.me >= n) return 'a seat not at the table';
    if (s.game && (s.me === null || !s.game.identity || s.salts.length !== 3)) return 'cards before the start';
    if (!s.game && s.salts.length > 0) return 'salts without cards';
    if (s.swap && (s.swap.partner >= n || s.swap.partner === s.me)) return 'a Swap with nobody';
  }
  return null;
}
