import { useState } from 'preact/hooks';
import type { Result } from '../../result';
import type { RuleRef } from '../../ui/RuleLink';
import { onDemand } from '../../ui/onDemand';
import { compressKey } from '../crypto';
import { noteBackup } from '../book';
import { readSeat, readStart, type Backup } from '../messages';
import { readCode, type Via } from '../read';
import type { Rejoin } from '../rejoin';

/*
 * A lost phone's way back (recovery.md), shared by every own-phone island (OwnTable's and a
 * table of more than two): the rejoin code scanned on its first screen, then, where the game
 * deals words, its player's four words typed before the phone sits again. Also the backups a
 * phone keeps from the seat codes and the start it takes, to bring another phone back.
 */

/** A game's way back from its rejoin code (its `own-rejoin.ts`, loaded only when used). */
export interface RejoinGame<S> {
  /** The lost phone back at its seat, its words to say, and the code as read (its backups the kit keeps). */
  rejoined: (text: string, via: Via) => Result<{ state: S; words: string; rejoin: Rejoin }>;
  /** A game that deals words: the lost phone back without them (what only its key opened is gone), and what it says. */
  forgotten?: (s: S, words: string) => { state: S; words: string };
}

export const NO_LOAD = 'This part could not load: reload the page with a signal.';
/** A phone that lost the table types its words here (recovery words: loaded only then). */
const TypeWords = onDemand(() => import('./Recovery').then((m) => m.TypeWords));

/**
 * `onRejoin` for OpenOrJoin, and the words' screen while its player types them (`typing`,
 * null otherwise). `onBack` seats the phone with the state and the words to say.
 */
export function useRejoin<S extends { table: number }>(load: () => Promise<RejoinGame<S>>, words: boolean, rule: RuleRef, onBack: (back: { state: S; words: string }) => void) {
  const [typing, setTyping] = useState<{ state: S; words: string; game: RejoinGame<S>; name: string; backup: Backup } | null>(null);
  const onRejoin = async (text: string, via: Via): Promise<string | null> => {
    const game = await load().catch(() => null);
    if (!game) return NO_LOAD;
    const r = game.rejoined(text, via);
    if (!r.ok) return r.error;
    const { rejoin } = r.value;
    // The others' backups come back with it: this phone can bring any of them back later.
    if (words) for (const o of rejoin.others ?? []) noteBackup(r.value.state.table, rejoin.names[o.seat]!, o.backup);
    if (words && rejoin.backup) {
      if (!(await TypeWords.preload().then(() => true, () => false))) return NO_LOAD;
      setTyping({ ...r.value, game, name: rejoin.names[rejoin.seat]!, backup: rejoin.backup });
      return null;
    }
    onBack(r.value);
    return null;
  };
  const done = (back: { state: S; words: string }) => {
    setTyping(null);
    onBack(back);
  };
  const screen = typing && (
    <TypeWords table={typing.state.table} name={typing.name} backup={typing.backup} rule={rule} onBack={() => done(typing)} onForgot={() => done(typing.game.forgotten?.(typing.state, typing.words) ?? typing)} />
  );
  return { onRejoin, typing: screen };
}

/**
 * A seat code or start taken (`apply`), then the backup it carried kept by name (book.ts):
 * the table phone keeps every seat's from its seat code, the others the table phone's from
 * the start. Nothing is kept from a code the game refused.
 */
export function noting<R>(kind: 'seat' | 'start', apply: (text: string, via: Via) => Promise<Result<R>> | Result<R>) {
  return async (text: string, via: Via): Promise<Result<R>> => {
    const next = await apply(text, via);
    const m = next.ok ? readCode(text, via, {}) : null;
    if (m?.ok && kind === 'seat') {
      const seat = readSeat(m.value);
      if (seat.ok && seat.value.backup) noteBackup(m.value.table, seat.value.name, { key: compressKey(seat.value.key), backup: seat.value.backup });
    } else if (m?.ok) {
      const start = readStart(m.value);
      if (start.ok && start.value.backup && start.value.seats[0]) noteBackup(m.value.table, start.value.seats[0].name, start.value.backup);
    }
    return next;
  };
}
