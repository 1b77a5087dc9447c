import type { Moves, MoveSpec, MoveTravel } from '../../game';
import { crc32, utf8 } from '../bytes';

/**
 * A game's moves as the transport reads them (DESIGN.md beside this folder): each by its
 * index in declaration order, and one digest byte of the whole declaration, so two builds
 * that declare differently refuse each other's codes instead of misreading them.
 */
export interface Declared {
  readonly names: readonly string[];
  readonly specs: Readonly<Record<string, MoveSpec>>;
  /** One byte of CRC-32 over what the wire depends on: names, order, who, how, arguments. */
  readonly digest: number;
}

/** One declared move with its arguments, as a message carries it. */
export interface Entry {
  readonly move: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** An entry by a declared name (a typo is a type error); its arguments are checked against the declaration when encoded. */
export const entry = <M extends Moves>(_moves: M, move: keyof M & string, args: Readonly<Record<string, unknown>>): Entry => ({ move, args });

const cache = new WeakMap<Moves, Declared>();

export function declared(moves: Moves): Declared {
  const known = cache.get(moves);
  if (known) return known;
  const names = Object.keys(moves);
  const wire = names.map((n) => [n, moves[n]!.by, moves[n]!.travel, moves[n]!.args ?? null]);
  const made: Declared = { names, specs: moves, digest: crc32(utf8(JSON.stringify(wire))) & 0xff };
  cache.set(moves, made);
  return made;
}

/** Whether a move may ride in a message of this travel (a public move may be said beside a commit). */
export const travels = (spec: MoveSpec | undefined, travel: MoveTravel): boolean => spec !== undefined && spec.travel === travel;
