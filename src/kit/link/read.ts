import { decode, fromQrText, fromTyped, type Expect, type Message } from './codec';
import type { Result } from '../result';

/** How a code reached this phone: the camera or a photo (QR text), or typed by a player. */
export type Via = 'scan' | 'typed';

/** A scanned or typed code → a message this phone can use now, or why not in words. */
export function readCode(text: string, via: Via, expect: Expect): Result<Message> {
  const bytes = via === 'scan' ? fromQrText(text.trim()) : fromTyped(text);
  return bytes.ok ? decode(bytes.value, expect) : bytes;
}
