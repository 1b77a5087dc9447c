import { useState } from 'preact/hooks';

/**
 * A step's choices made but not yet committed (taps that build a move, such as who
 * favourited a tweet), kept through a reload of the tab: a phone that reloads mid-step
 * (a lock, a crash, a tab brought back) shows the step as it was left. Kept in this tab's
 * session storage, one draft per page: a draft of another step (`id`), or one that no
 * longer reads as the step's kind of value (`accept`), is no draft. `clear` once the move
 * is made, so that an Undo back to the step finds it as it first came.
 */
export function useDraft<T>(id: string, initial: T, accept: (value: unknown) => value is T): [T, (value: T) => void, clear: () => void] {
  const key = `tablemate:draft:${globalThis.location?.pathname}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { id?: unknown; value?: unknown } | null;
      return kept?.id === id && accept(kept.value) ? kept.value : initial;
    } catch {
      return initial; // storage refused or a mangled entry: the step as it first came
    }
  });
  const keep = (next: T | null) => {
    try {
      if (next === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify({ id, value: next }));
    } catch {
      // A full or refused storage keeps the choices on screen only, as before.
    }
  };
  return [
    value,
    (next) => {
      setValue(next);
      keep(next);
    },
    () => keep(null),
  ];
}
