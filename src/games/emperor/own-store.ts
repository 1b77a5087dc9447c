import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { ownProblem, ownSchema, type OwnState } from './own-state';
import { OWN_SAVES } from './keys';
import { dealtView } from './own-view';
import { summary, type IdentityKind } from './state';

/** A player's card as version 1 kept it. */
type CardV1 = { kind: IdentityKind; faceUp: boolean; salt: string };

/**
 * Version 1 kept a player's own cards (`hand`, with their salts), the Emperor's seat, the
 * table as last scanned (`public`) and a log; version 2 keeps `view(state, seat)` and the
 * salts. A game in progress carries over: its view from the deal, with its own cards as they
 * lie and the Emperor card where the last public code showed it; the next public code
 * brings the rest (the log's lines are the looks it can't say whose they were: dropped).
 */
function fromV1(old: unknown): unknown {
  const { hand, public: seen, log: _log, emperor, ...rest } = old as Record<string, any>;
  const v2 = { ...rest, salts: [] as string[] };
  if (rest.role !== 'player' || !hand || rest.me === null) return v2;
  const cards = hand as CardV1[];
  const faceUp = (seen?.faceUp ?? []) as { player: number; position: number; kind: IdentityKind }[];
  const at = rest.me === emperor ? cards.findIndex((c) => c.kind === 'emperor') : (faceUp.find((f) => f.player === emperor && f.kind === 'emperor')?.position ?? -1);
  const game = dealtView(`table:${rest.table}`, rest.seats.map((x: { name: string }) => x.name), rest.me, emperor, at, cards.map((c) => c.kind));
  if (!game) throw new Error('a version 1 save with no table');
  game.identity!.hands[rest.me] = cards.map((c) => ({ kind: c.kind, faceUp: c.faceUp }));
  return { ...v2, game, salts: cards.map((c) => c.salt) };
}

/**
 * "Each on our own phone" (own.ts): two saves, because the phone that is the table phone is
 * also, most often, one player's phone. The table's holds `view(state, PUBLIC)` and the cards'
 * seals, never a hand; the player's holds `view(state, seat)` and its cards' salts.
 * Each has its own key, so neither ever reads the other's.
 */
const spec = ({ key, version }: (typeof OWN_SAVES)[number], line: (s: OwnState) => string | null): StoreSpec<OwnState | null> => ({
  key,
  version,
  schema: v.nullable(ownSchema),
  check: (s) => (s === null ? null : ownProblem(s)),
  initial: () => null,
  summary: (s) => (s ? line(s) : null),
  migrations: { 1: fromV1 },
});

export const ownTableSpec = spec(OWN_SAVES[0], (s) => (s.game ? `Table phone · ${summary(s.game)}` : null));
/**
 * No undo history on a player's phone: a card given away in a Swap must leave the phone with
 * its salt, and an older state kept for Undo would keep it (the e2e found it).
 */
export const ownPhoneSpec: StoreSpec<OwnState | null> = { ...spec(OWN_SAVES[1], (s) => (s.game ? `On your own phone · ${s.name}` : null)), historyLimit: 0 };
