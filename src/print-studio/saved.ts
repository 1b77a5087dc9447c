// What the helpers saved on this phone, read for the print studio and checked with
// each game's own schemas (imported, never copied): the Sibling Rivalry score track
// and the Empty Rivalry table's own questions. Read-only: the helpers own the saves.
import { checkLayout, layoutSchema, type Layout } from '~/games/sibling-rivalry/data';
import * as v from 'valibot';
import { matchSchema } from '~/games/empty-rivalry/state';
import { PREFIX } from '~/kit/persist';

/** The store keys of the helpers (see their islands' StoreSpec). */
export const SAVED_KEYS = { scoreboard: 'sibling-rivalry/game', match: 'empty-rivalry/match' } as const;

/**
 * The newest version saved under a helper's key (`tablemate:<key>:v<n>`), parsed.
 * The newest, since a helper that bumps its version leaves older saves set aside.
 */
function newest(storage: Storage, key: string): unknown {
  const pattern = new RegExp(`^${(PREFIX + key).replace(/[/.]/g, '\\$&')}:v(\\d+)$`);
  let best: { version: number; raw: string } | null = null;
  for (let i = 0; i < storage.length; i++) {
    const name = storage.key(i);
    const m = name ? pattern.exec(name) : null;
    const raw = m && storage.getItem(name!);
    if (m && raw && (!best || Number(m[1]) > best.version)) best = { version: Number(m[1]), raw };
  }
  if (!best) return undefined;
  try {
    return (JSON.parse(best.raw) as { state?: unknown }).state;
  } catch {
    return undefined;
  }
}

export type Found<T> = { found: true; value: T; note: string } | { found: false; note: string };

/** The score track of the game in progress, else the one chosen for the next game. */
export function savedLayout(storage: Storage | null): Found<Layout> {
  const none = { found: false as const, note: 'No score track saved on this phone: the default track is filled in.' };
  if (!storage) return none;
  const state = newest(storage, SAVED_KEYS.scoreboard) as { layout?: unknown; game?: { layout?: unknown } | null } | undefined;
  for (const [candidate, where] of [[state?.game?.layout, 'the game in progress'], [state?.layout, 'your scoreboard']] as const) {
    const parsed = v.safeParse(layoutSchema, candidate);
    if (!parsed.success) continue;
    const checked = checkLayout(parsed.output);
    if (checked.ok) return { found: true, value: checked.value, note: `The score track of ${where} is filled in.` };
  }
  return none;
}

/** The questions the table added in the Empty Rivalry helper, minus those it vetoed. */
export function savedQuestions(storage: Storage | null): Found<string[]> {
  const none = { found: false as const, note: 'No questions of your own saved on this phone.' };
  if (!storage) return none;
  const parsed = v.safeParse(matchSchema, newest(storage, SAVED_KEYS.match));
  if (!parsed.success) return none;
  const own = parsed.output.questions.filter((q) => q.custom && !parsed.output.vetoed.includes(q.id)).map((q) => q.text);
  if (own.length === 0) return none;
  return { found: true, value: own, note: `${own.length === 1 ? 'The question' : `The ${own.length} questions`} your match added ${own.length === 1 ? 'is' : 'are'} filled in.` };
}
