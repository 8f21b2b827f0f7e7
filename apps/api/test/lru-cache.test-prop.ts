import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCache } from '../src/lib/lru-cache.js';

type Operation = { kind: 'get'; key: number } | { kind: 'set'; key: number; value: number };

/** Few keys, so entries are found, replaced and pushed out often. */
const key = fc.integer({ min: 0, max: 7 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  key.map((k) => ({ kind: 'get' as const, key: k })),
  fc.tuple(key, fc.integer()).map(([k, value]) => ({ kind: 'set' as const, key: k, value })),
);

/** The plainest LRU there is: a list, most recently used last. */
class ListModel {
  entries: [number, number][] = [];
  constructor(readonly maxEntries: number) {}
  get(k: number): number | undefined {
    const index = this.entries.findIndex(([entryKey]) => entryKey === k);
    if (index === -1) return undefined;
    const [entry] = this.entries.splice(index, 1);
    if (entry) this.entries.push(entry);
    return entry?.[1];
  }
  set(k: number, value: number): void {
    this.entries = this.entries.filter(([entryKey]) => entryKey !== k);
    this.entries.push([k, value]);
    if (this.entries.length > this.maxEntries) this.entries.shift();
  }
}

describe('LruCache', () => {
  it('finds what a list kept in order of use would find, and never holds more than its bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(operation), (maxEntries, operations) => {
        const cache = new LruCache<number, number>(maxEntries);
        const model = new ListModel(maxEntries);
        for (const op of operations) {
          if (op.kind === 'get') expect(cache.get(op.key)).toBe(model.get(op.key));
          else {
            cache.set(op.key, op.value);
            model.set(op.key, op.value);
          }
          expect(cache.size).toBe(model.entries.length);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a bound that could hold nothing', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
    expect(() => new LruCache(1.5)).toThrow(RangeError);
  });
});
