import { useEffect, useId, useRef, useState } from 'preact/hooks';
import {
  applyBringBack,
  backupFileName,
  collectBackup,
  gameOfKey,
  isAsideKey,
  isSaveKey,
  parseBackup,
  planRestore,
  restoreBackup,
  type Backup as BackupFile,
  type RestorePlan,
} from '../backup';
import type { BringBack } from '../persist/check';
import type { CheckRequest } from '../persist/check.worker';
import { ErrorMessage } from './ErrorMessage';
import { listed } from '../list';

const base = import.meta.env.BASE_URL.replace(/\/?$/, '/');

/**
 * Asks the checks' worker (persist/check.worker.ts, with every game's store specs) one
 * question: each game in a file, or a set-aside game, read as its helper would read it.
 */
function check(request: { file: Record<string, string> }): Promise<string[]>;
function check(request: { aside: string; raw: string | null }): Promise<BringBack>;
function check(request: CheckRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../persist/check.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.addEventListener('message', (event) => {
      done();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      done();
      reject(event);
    });
    worker.postMessage(request);
  });
}

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

const titleOf = (key: string, games: Record<string, string>): string => games[gameOfKey(key) ?? ''] ?? gameOfKey(key) ?? key;

/** "Emperor's Wrath and Subtweet". */
function listTitles(keys: string[], games: Record<string, string>): string {
  const titles = [...new Set(keys.filter(isSaveKey).map((k) => titleOf(k, games)))];
  return listed(titles);
}

/** Whether the phone holds a save of the store this set-aside game belongs to (any version). */
function storeHasGame(storage: Storage, asideKey: string): boolean {
  const stem = asideKey.replace(/:v\d+:(set-aside:\d+|ended)$/, ':v');
  return Object.keys(collectBackup(storage).items).some((k) => k.startsWith(stem) && isSaveKey(k));
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
  const [offer, setOffer] = useState<{ backup: BackupFile; plan: RestorePlan; refused: string[] } | null>(null);
  /** What the last action did, and the game to open after one was brought back. */
  const [done, setDone] = useState<{ text: string; open?: string } | undefined>();
  const [aside, setAsideKeys] = useState<string[]>([]);
  /** The set-aside game whose Bring back waits for a yes (the phone has a game of its store in progress). */
  const [confirm, setConfirm] = useState<string | null>(null);
  const [copied, setCopied] = useState<{ key: string; how: 'copied' | 'manual' } | null>(null);

  const refresh = () => {
    const s = storage();
    const keys = s ? Object.keys(collectBackup(s).items) : [];
    setOnPhone(keys.filter(isSaveKey));
    setAsideKeys(keys.filter(isAsideKey).sort());
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
    setDone({ text: 'Your games were saved to a file (look in your downloads).' });
  };

  const chosen = async (file: File | undefined) => {
    setDone(undefined);
    setOffer(null);
    if (!file) return;
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) return setError(parsed.error);
    const s = storage();
    if (!s) return setError("This browser won't let Tablemate save, so games can't be loaded here.");
    // Each game is read as its helper would read it, before anything is offered: a damaged
    // one is refused, and the phone's own game is kept.
    let refused: string[];
    try {
      refused = await check({ file: parsed.value.items });
    } catch {
      return setError("The games in this file couldn't be checked (the page may be offline and not yet saved for offline use), so nothing was loaded. Try again when you are back online.");
    }
    const items = Object.fromEntries(Object.entries(parsed.value.items).filter(([key]) => !refused.includes(key)));
    const backup = { ...parsed.value, items };
    const plan = planRestore(s, backup);
    const damaged = refused.filter(isSaveKey);
    if (plan.added.filter(isSaveKey).length + plan.replaced.filter(isSaveKey).length === 0 && damaged.length > 0) {
      return setError(
        `The game in this file for ${listTitles(damaged, games)} is damaged (it doesn't pass its helper's checks), so nothing was loaded. This phone keeps its own games.`,
      );
    }
    setError(undefined);
    setOffer({ backup, plan, refused: damaged });
  };

  /** Brings a set-aside game back, checked first; the game there now (if any) goes aside. */
  const bringBack = async (key: string) => {
    setDone(undefined);
    setConfirm(null);
    const s = storage();
    if (!s) return;
    let result: string;
    try {
      result = applyBringBack(s, key, await check({ aside: key, raw: s.getItem(key) }));
    } catch {
      return setError("This game couldn't be checked (the page may be offline and not yet saved for offline use), so it stays set aside. Try again when you are back online.");
    }
    refresh();
    if (result === 'brought-back') {
      setError(undefined);
      setDone({ text: `${titleOf(key, games)} is back.`, open: gameOfKey(key) ?? undefined });
    } else {
      setError(
        result === 'newer'
          ? 'This game was saved by a newer version of Tablemate. Reload this page to update, then try again.'
          : result === 'full'
            ? "This phone's storage is full or won't let Tablemate save, so the game stays set aside."
            : "This game can't be read by this version of Tablemate (it is damaged), so it stays set aside. Copy it to keep it or to send it with a bug report.",
      );
    }
  };
  const copy = (key: string) => {
    const text = storage()?.getItem(key) ?? '';
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return setCopied({ key, how: 'manual' });
    clipboard.writeText(text).then(
      () => setCopied({ key, how: 'copied' }),
      () => setCopied({ key, how: 'manual' }),
    );
  };

  const load = (replace: boolean) => {
    const s = storage();
    if (!s || !offer) return;
    const result = restoreBackup(s, offer.backup, { replace });
    setOffer(null);
    if (!result.ok) return setError(result.error);
    refresh();
    setDone({ text: result.value === 0 ? 'Nothing was loaded: this phone keeps its own games.' : 'The games were loaded. Open a game to carry on.' });
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
              {offer.refused.length > 0 && (
                <p class="message error">
                  <strong>{listTitles(offer.refused, games)}</strong>: the game in this file is damaged (it doesn't pass its helper's checks), so it is
                  not loaded. This phone keeps its own.
                </p>
              )}
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
          {done && (
            <p role="status">
              {done.text}
              {done.open && (
                <>
                  {' '}
                  <a href={`${base}games/${done.open}/play/`}>Open {games[done.open] ?? done.open}</a>
                </>
              )}
            </p>
          )}
          {aside.length > 0 && (
            <section class="stack" aria-labelledby={`${id}-aside`}>
              <h3 id={`${id}-aside`}>Games set aside</h3>
              <p>
                Kept here, never deleted: a game that couldn't be read, was replaced by one from a file or crashed its helper, or the game New game
                ended. Bring one back (it is checked first), or copy it out.
              </p>
              <ul class="plain-list stack">
                {aside.map((key) => {
                  const raw = storage()?.getItem(key) ?? '';
                  return (
                    <li key={key} class="card stack">
                      <p>
                        <strong>{titleOf(key, games)}</strong> ({key.endsWith(':ended') ? 'ended with New game' : 'set aside'}, {Math.max(1, Math.round(raw.length / 1024))} KB)
                      </p>
                      <details>
                        <summary>What it holds</summary>
                        <textarea readOnly rows={4} style={{ width: '100%' }} aria-label={`The saved text of this ${titleOf(key, games)} game`} value={raw} />
                      </details>
                      {confirm === key ? (
                        <div class="stack" role="group" aria-label="Bring it back?">
                          <p>This phone has a game of {titleOf(key, games)} in progress. Bring this one back in its place? The game there now is set aside, not deleted.</p>
                          <div class="row">
                            <button type="button" class="btn" onClick={() => setConfirm(null)}>
                              Keep the game in progress
                            </button>
                            <button type="button" class="btn primary" onClick={() => void bringBack(key)}>
                              Bring this one back
                            </button>
                          </div>
                        </div>
                      ) : (
                        <div class="row">
                          <button
                            type="button"
                            class="btn"
                            onClick={() => {
                              const s = storage();
                              if (s && storeHasGame(s, key)) setConfirm(key);
                              else void bringBack(key);
                            }}
                          >
                            Bring back
                          </button>
                          <button type="button" class="btn" onClick={() => copy(key)}>
                            Copy
                          </button>
                        </div>
                      )}
                      {copied?.key === key && copied.how === 'copied' && <p role="status">Copied.</p>}
                      {copied?.key === key && copied.how === 'manual' && <p>Select the text under “What it holds” and copy it.</p>}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
      )}
    </section>
  );
}
