import { codeBytes, decode, KIND, type Expect, type Message } from './codec';
import { REJOIN } from './words';
import type { Result } from '../result';

/** How a code reached this phone: the camera or a photo (QR text), or typed by a player. */
export type Via = 'scan' | 'typed';

/** A scanned or typed code → a message this phone can use now, or why not in words. */
export function readCode(text: string, via: Via, expect: Expect): Result<Message> {
  const bytes = codeBytes(text, via);
  return bytes.ok ? decode(bytes.value, expect) : bytes;
}

/** Words for a phone at its table that is shown a rejoin code (rejoin.ts), for a game's `wrongKind`; null for any other kind. */
export const rejoinRefusal = (kind: number): string | null => (kind === KIND.rejoin ? REJOIN.stillHere : null);
