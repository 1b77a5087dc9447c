import { fail, ok, type Result } from '../../result';
import { toHex } from '../bytes';
import { REFUSED } from '../words';
import type { Declared, Entry } from './declared';
import { sealMoves, type Table } from './messages';

/*
 * Every seat seals at once, the table phone gathers (a table's fists opened together):
 * each phone's commit goes to the table phone; once it holds every seat's, it says them all
 * in one public code (`sealsGathered`), and only then do the phones open their seals to it.
 * Its next public code says every seat's salt (`saltsGathered`) beside the public moves the
 * openings made, so every phone checks every seat's opening against that seat's commit
 * (`checkGathered`), not the table phone's word. A game spreads `gatherMoves(max)`
 * (gather-moves.ts) into its `moves`: they run no engine function, they carry the seals.
 */

/**
 * Every seat's sealed moves (`sealedOf(seat)`, read back from the public moves said) checked
 * against its commit: a changed one is refused in words, naming nobody's choice. A digest of
 * no bytes is a commit this phone never took (it was brought back after the seals were
 * gathered, recovery.md): the phones that took it check that seat.
 */
export async function checkGathered(d: Declared, table: Table, step: number, digests: readonly Uint8Array[], salts: readonly Uint8Array[], sealedOf: (seat: number) => Entry[]): Promise<Result<void>> {
  if (digests.length !== table.seats || salts.length !== table.seats) return fail(REFUSED.changed);
  for (let seat = 0; seat < table.seats; seat++) {
    if (digests[seat]!.length === 0) continue;
    const again = await sealMoves(d, table, step, seat, sealedOf(seat), salts[seat]);
    if (toHex(again.digest) !== toHex(digests[seat]!)) return fail(REFUSED.sealBroken);
  }
  return ok(undefined);
}
