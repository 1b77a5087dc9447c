/**
 * A Map-backed Storage for unit tests. `readOnly` refuses writes like a full phone or
 * some private modes; `removable` says whether such a storage still lets keys be
 * removed (a full phone does, a locked-down private mode may not).
 */
export class MemoryStorage implements Storage {
  items = new Map<string, string>();
  constructor(
    public readOnly = false,
    private removable = !readOnly,
  ) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    if (!this.removable) throw new DOMException('read only', 'SecurityError');
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.readOnly) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}
