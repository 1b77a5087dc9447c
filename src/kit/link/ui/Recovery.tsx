import { useState } from 'preact/hooks';
import { fail, ok, type Result } from '../../result';
import { ErrorMessage } from '../../ui/ErrorMessage';
import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import { backupOf, noteBackup, noteWords, wordsAt } from '../book';
import { compressKey, decompressKey, publicKeyBytes } from '../crypto';
import { keepSeatKeys, seatKeysAt } from '../keystore';
import type { Backup } from '../messages';
import { REFUSED } from '../words';
import { newPhrase, readPhrase, restoreSeatKeys, seatKeys } from '../table/phrase';

/*
 * The four words of a seat (recovery.md), loaded only where they are used: dealt when a
 * phone joins or opens a table, shown again on "My recovery words", and typed on a phone
 * that lost the table after it scanned its rejoin code. The seat's key is kept on its
 * phone (keystore.ts); its backup, public key and words in book.ts.
 */

export interface Dealt {
  words: string;
  /** The seat's raw public key (65 bytes), for its seat code. */
  key: Uint8Array;
  backup: Uint8Array;
}

/** This phone's words and seat key at the table: dealt now, or the ones dealt before a reload. */
export async function deal(table: number, name: string): Promise<Dealt> {
  const had = backupOf(table, name);
  const words = wordsAt(table);
  const pair = await seatKeysAt(table);
  const key = had && decompressKey(had.key);
  if (had && words && pair && key && compressKey(await publicKeyBytes(pair)).every((b, i) => b === had.key[i])) return { words, key, backup: had.backup };
  const fresh = newPhrase();
  const phrase = readPhrase(fresh);
  if (!phrase.ok) throw new Error(phrase.error);
  const made = await seatKeys(phrase.value, table);
  await keepSeatKeys(table, made.pair);
  noteWords(table, fresh);
  noteBackup(table, name, { key: compressKey(made.publicKey), backup: made.backup });
  return { words: fresh, key: made.publicKey, backup: made.backup };
}

/** The seat's key back from its words and the backup a rejoin code brought; wrong words refused in words, nothing kept. */
export async function restore(table: number, name: string, typed: string, b: Backup): Promise<Result<null>> {
  const phrase = readPhrase(typed);
  if (!phrase.ok) return phrase;
  const key = decompressKey(b.key);
  if (!key) return fail(REFUSED.changed);
  const pair = await restoreSeatKeys(phrase.value, table, key, b.backup);
  if (!pair.ok) return pair;
  await keepSeatKeys(table, pair.value);
  noteWords(table, typed.toLowerCase().split(/[^a-z]+/).filter(Boolean).join(' '));
  noteBackup(table, name, b);
  return ok(null);
}

/** The words, shown once when they are dealt, and again on request. */
export function Words({ words }: { words: string }) {
  return (
    <p class="message notice own-words">
      Your recovery words: <strong lang="en">{words}</strong>. Write these down: they bring your seat back if this phone is lost.
    </p>
  );
}

interface TypeProps {
  table: number;
  name: string;
  backup: Backup;
  rule: RuleRef;
  /** The words opened the seat's key: back at the table with its own boxes. */
  onBack: () => void;
  /** Without the words: back as a phone that lost its key. */
  onForgot: () => void;
}

/** A phone that lost the table, after its rejoin code: its player types their four words. */
export function TypeWords({ table, name, backup, rule, onBack, onForgot }: TypeProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const r = await restore(table, name, typed, backup).catch(() => fail(REFUSED.changed));
    setBusy(false);
    if (!r.ok) return setError(r.error);
    onBack();
  };
  return (
    <Step id="own:words" title={`${name}: your four words`} rule={rule}>
      <div class="stack">
        <label>
          The four words your phone showed you when you joined
          <input type="text" value={typed} autocomplete="off" autocapitalize="none" spellcheck={false} onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)} style={{ display: 'block', width: '100%' }} />
        </label>
        <ErrorMessage error={error} />
        <div class="row">
          <button type="button" class="btn primary" data-next disabled={busy} aria-busy={busy} onClick={() => void submit()}>
            {busy ? 'Checking the words…' : 'Bring my seat back'}
          </button>
          <button type="button" class="btn" disabled={busy} onClick={onForgot}>
            I forgot my words
          </button>
        </div>
      </div>
    </Step>
  );
}
