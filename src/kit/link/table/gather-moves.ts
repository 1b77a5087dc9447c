import type { MoveSpec } from '../../game';

/*
 * The two moves of a gathered seal (gather.ts), for a game's `moves` to spread: a file
 * that imports nothing of the link, so a one-phone page that reads its game's moves never
 * loads the transport. The byte lengths are crypto.ts's SEAL_BYTES and SALT_BYTES (a unit
 * test holds them equal).
 */

const list = (length: number, max: number) => ({ t: 'list', of: { t: 'bytes', length }, max }) as const;

export const gatherMoves = (max: number) =>
  ({
    /** Every seat's commit, in seat order, said by the table phone once all are in. */
    sealsGathered: { by: 'table', travel: 'public', engine: null, args: { digests: list(16, max) } },
    /** Every seat's salt, in seat order, said with the public moves their openings made. */
    saltsGathered: { by: 'table', travel: 'public', engine: null, args: { salts: list(12, max) } },
  }) as const satisfies Record<string, MoveSpec>;
