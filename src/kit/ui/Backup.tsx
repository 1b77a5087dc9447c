import { useEffect, useId, useRef, useState } from 'preact/hooks';
import {
  backupFileName,
  collectBackup,
  gameOfKey,
  isSaveKey,
  parseBackup,
  planRestore,
  restoreBackup,
  type Backup as BackupFile,
  type RestorePlan,
} from '../backup';
import { ErrorMessage } from './ErrorMessage';

interface Props {
  /** Game slug → title, to name the games in a file in words. */
  games: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** "Emperor's Wrath and Subtweet". */
function listTitles(keys: string[], games: Record<string, string>): string {
  const titles = [...new Set(keys.filter(isSaveKey).map((k) => games[gameOfKey(k) ?? ''] ?? gameOfKey(k) ?? k))];
  return titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * "Save all games to a file" and "Load games from a file": a backup, or a way to
 * carry games to another phone. Loading shows what the file holds and asks before
 * anything on this phone is replaced (and what is replaced is set aside, not lost).
 */
export default function Backup({ games }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [onPhone, setOnPhone] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [offer, setOffer] = useState<{ backup: BackupFile; plan: RestorePlan } | null>(null);
  const [done, setDone] = useState<string | undefined>();

  const refresh = () => {
    const s = storage();
    setOnPhone(s ? Object.keys(collectBackup(s).items).filter(isSaveKey) : []);
  };
  useEffect(() => {
    refresh();
    setReady(true);
  }, []);

  const save = () => {
    setDone(undefined);
    const s = storage();
    if (!s) return setError("This browser won't let Tablemate read its storage, so there are no games to save.");
    const now = new Date();
    const blob = new Blob([JSON.stringify(collectBackup(s, now), null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = backupFileName(now);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setError(undefined);
    setDone('Your games were saved to a file (look in your downloads).');
  };

  const chosen = async (file: File | undefined) => {
    setDone(undefined);
    setOffer(null);
    if (!file) return;
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) return setError(parsed.error);
    const s = storage();
    if (!s) return setError("This browser won't let Tablemate save, so games can't be loaded here.");
    setError(undefined);
    setOffer({ backup: parsed.value, plan: planRestore(s, parsed.value) });
  };

  const load = (replace: boolean) => {
    const s = storage();
    if (!s || !offer) return;
    const result = restoreBackup(s, offer.backup, { replace });
    setOffer(null);
    if (!result.ok) return setError(result.error);
    refresh();
    setDone(result.value === 0 ? 'Nothing was loaded: this phone keeps its own games.' : 'The games were loaded. Open a game to carry on.');
  };

  const saves = offer ? { added: offer.plan.added.filter(isSaveKey), replaced: offer.plan.replaced.filter(isSaveKey) } : null;

  return (
    <section class="helper" aria-labelledby={id}>
      <h2 id={id}>Your games on this phone</h2>
      {!ready ? (
        <p class="placeholder">Loading… (this needs JavaScript turned on).</p>
      ) : (
        <div class="stack">
          <p>{onPhone.length === 0 ? 'No game is saved on this phone yet.' : `Saved here: ${listTitles(onPhone, games)}.`}</p>
          <div class="row">
            <button type="button" class="btn primary" onClick={save}>
              Save all games to a file
            </button>
            <button type="button" class="btn" onClick={() => input.current?.click()}>
              Load games from a file
            </button>
            <input
              ref={input}
              type="file"
              accept=".json,application/json"
              hidden
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                void chosen(file);
              }}
            />
          </div>
          <ErrorMessage error={error} />
          {offer && saves && (
            <div class="message notice stack" role="group" aria-label="Load these games?">
              {saves.added.length + saves.replaced.length === 0 ? (
                <p>This phone already has every game in this file.</p>
              ) : (
                <>
                  {saves.added.length > 0 && <p>New on this phone: {listTitles(saves.added, games)}.</p>}
                  {saves.replaced.length > 0 && (
                    <p>
                      <strong>{listTitles(saves.replaced, games)}</strong>: this phone has a different game in progress. Replace it with the
                      one in the file? The game there now is set aside, not deleted.
                    </p>
                  )}
                </>
              )}
              <div class="row">
                {saves.replaced.length > 0 && (
                  <button type="button" class="btn primary" onClick={() => load(true)}>
                    Load and replace
                  </button>
                )}
                {saves.added.length > 0 && (
                  <button type="button" class={saves.replaced.length > 0 ? 'btn' : 'btn primary'} onClick={() => load(false)}>
                    {saves.replaced.length > 0 ? 'Load only the new games' : 'Load these games'}
                  </button>
                )}
                <button type="button" class="btn" onClick={() => setOffer(null)}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {done && <p role="status">{done}</p>}
        </div>
      )}
    </section>
  );
}
