/**
 * A bounded map that forgets what was used least recently: a Map keeps insertion order, so a hit
 * moves its entry to the end and the first entry is always the one to drop.
 *
 * @example
 * const cache = new LruCache<string, number>(2);
 * cache.set('a', 1); cache.set('b', 2); cache.get('a'); cache.set('c', 3);
 * cache.get('b'); // undefined: 'a' was used more recently
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`an LRU cache holds at least one entry, not ${maxEntries}`);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const { value: oldest, done } = this.#entries.keys().next();
      if (!done) this.#entries.delete(oldest);
    }
  }
}
