import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonWriter, exactNumber } from '../src/lib/json-writer.js';

const itemSchema = z.object({
  label: z.string(),
  kind: z.enum(['a', 'b']),
  amount: z.number().nullable(),
  note: z.string().optional(),
});
const documentSchema = z.object({
  title: z.string(),
  shown: z.boolean(),
  items: z.array(itemSchema),
  series: z.array(z.number()),
  nested: z.object({ depth: z.number(), tags: z.array(z.string()) }).nullable(),
});
type Document = z.infer<typeof documentSchema>;

/** Numbers as JSON meets them: the awkward ones included (JSON writes NaN and ±Infinity as null, -0 as 0). */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e21, 5e-324),
);
const anyText = fc.string({ unit: 'binary' });

const item = fc.record(
  {
    label: anyText,
    kind: fc.constantFrom('a' as const, 'b' as const),
    amount: fc.option(anyNumber, { nil: null }),
    note: anyText,
  },
  { requiredKeys: ['label', 'kind', 'amount'] },
);
const document: fc.Arbitrary<Document> = fc.record({
  title: anyText,
  shown: fc.boolean(),
  items: fc.array(item, { maxLength: 4 }),
  series: fc.array(anyNumber, { maxLength: 6 }),
  nested: fc.option(fc.record({ depth: anyNumber, tags: fc.array(anyText, { maxLength: 3 }) }), {
    nil: null,
  }),
});

describe('a JSON writer compiled from a zod schema', () => {
  const write = compileJsonWriter(documentSchema);

  it('writes what JSON.stringify writes for any value of the schema', () => {
    fc.assert(
      fc.property(document, (value) => {
        expect(JSON.parse(write(value))).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it('never writes a field the schema does not name, at any depth', () => {
    const extra = fc.dictionary(
      fc.string().filter((key) => !['title', 'shown', 'items', 'series', 'nested'].includes(key)),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(document, extra, fc.string(), (value, leaked, secret) => {
        const withExtras = {
          ...leaked,
          ...value,
          items: value.items.map((entry) => ({ ...entry, secret })),
          nested: value.nested && { ...value.nested, secret },
        };
        expect(JSON.parse(write(withExtras))).toStrictEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200 },
    );
  });

  it('writes each number as the format given for its path says', () => {
    const halves = compileJsonWriter(documentSchema, (path) =>
      path[0] === 'series' ? (value) => exactNumber(Math.round(value * 2) / 2) : exactNumber,
    );
    const text = halves({
      title: 't',
      shown: false,
      items: [{ label: 'x', kind: 'a', amount: 1.26 }],
      series: [1.26, 2.9],
      nested: { depth: 0.3, tags: [] },
    });
    expect(JSON.parse(text)).toStrictEqual({
      title: 't',
      shown: false,
      items: [{ label: 'x', kind: 'a', amount: 1.26 }],
      series: [1.5, 3],
      nested: { depth: 0.3, tags: [] },
    });
  });

  it('refuses, when compiled, a schema kind it cannot write', () => {
    expect(() => compileJsonWriter(z.object({ byId: z.record(z.string(), z.number()) }))).toThrow(
      /no writer for a record at byId/,
    );
  });
});
