import { useState } from 'preact/hooks';
import { wordsAt } from '../book';
import type { TableCode } from '../codec';

/** "My recovery words": this phone's player's four words again, folded until asked for (book.ts). */
export function MyWords({ table, who = 'the other phone' }: { table: TableCode; who?: string }) {
  const [words, setWords] = useState<string | null>(null);
  return (
    <details class="own-again" onToggle={(e) => setWords((e.currentTarget as HTMLDetailsElement).open ? (wordsAt(table) ?? '') : null)}>
      <summary>My recovery words</summary>
      {words === null ? null : words ? (
        <p>
          <strong>{words}</strong>: if this phone loses the table, {who} brings it back and these words bring your seat back.
        </p>
      ) : (
        <p>This phone has no recovery words for this table: it joined without them, or came back without them.</p>
      )}
    </details>
  );
}
