import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../src/db/create-db.js';
import { startPgliteThread } from '../src/db/pglite-thread.js';
import type { PgliteClient } from '../src/db/pglite-thread.js';
import { isDatabaseError } from '../src/lib/log-errors.js';

describe('the embedded database on its own thread', () => {
  let client: PgliteClient;
  beforeAll(async () => {
    client = startPgliteThread(IN_MEMORY_DATA_DIR, true);
    await client.query(
      'create table notes (id serial primary key, body text unique not null, at timestamptz not null, data jsonb not null, tags text[] not null)',
    );
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers with rows typed as PGlite types them: dates, JSON and arrays', async () => {
    const inserted = await client.query(
      'insert into notes (body, at, data, tags) values ($1, $2, $3, $4), ($5, $2, $3, $4)',
      [
        'first',
        new Date('2026-01-02T03:04:05Z'),
        JSON.stringify({ a: [1, 2] }),
        ['x', 'y'],
        'second',
      ],
    );
    expect(inserted.affectedRows).toBe(2);
    const { rows } = await client.query('select body, at, data, tags from notes order by id');
    expect(rows).toStrictEqual([
      {
        body: 'first',
        at: new Date('2026-01-02T03:04:05Z'),
        data: { a: [1, 2] },
        tags: ['x', 'y'],
      },
      {
        body: 'second',
        at: new Date('2026-01-02T03:04:05Z'),
        data: { a: [1, 2] },
        tags: ['x', 'y'],
      },
    ]);
  });

  it('fails a query with what PostgreSQL said: its SQLSTATE, severity and constraint', async () => {
    const failure = await client
      .query('insert into notes (body, at, data, tags) values ($1, now(), $2, $3)', [
        'first',
        '{}',
        [],
      ])
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_body_key' });
    expect(isDatabaseError(failure)).toBe(true);
  });

  it('keeps working after a failed query, and inside a transaction', async () => {
    await client.query('begin');
    await client.query(
      "insert into notes (body, at, data, tags) values ('third', now(), '{}', '{}')",
    );
    await client.query('rollback');
    const { rows } = await client.query('select count(*)::int as notes from notes');
    expect(rows).toStrictEqual([{ notes: 2 }]);
  });
});

describe('a closed embedded database', () => {
  it('refuses further queries', async () => {
    const client = startPgliteThread(IN_MEMORY_DATA_DIR, true);
    await client.query('select 1');
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow(/stopped/);
  });
});
