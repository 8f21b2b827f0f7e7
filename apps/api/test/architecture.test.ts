import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The API's shape (issue 25), held by reading the source: each rule has one home, so a new route
 * or use case cannot quietly copy it. No app boots here; these run in milliseconds.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const MAX_LINES = 300;
/** Migrations are history and the demo seed is data: neither is held to the size rule. */
const SIZE_EXEMPT = ['db/migrations/', 'db/seed/'];
const SQL_BUILDER = /\b(selectFrom|insertInto|updateTable|deleteFrom)\s*\(|\bsql\s*(<[^`]*>)?\s*`/;
const CIPHER_OPEN = /\bcipher\s*\.\s*open(?:Bytes)?\s*\(/;
/**
 * Opening sealed values: the sealing service, and the outbox's link tokens as a message is sent
 * (the cipher itself only shows `open` in its documentation).
 */
const MAY_OPEN = ['services/sealing.ts', 'domains/outbox/sealed-secrets.ts', 'lib/field-cipher.ts'];
/**
 * The owner's own reads, unlogged: the client's job-seeking profile, their own matches, and their
 * own WOTC pre-screen answers read back to change them.
 */
const OWN_READ = /\bopenOwnSealedFields\s*\(/;
const MAY_OPEN_OWN = [
  'services/sealing.ts',
  'domains/jobs/use-cases/get-seeker-profile.ts',
  'domains/jobs/use-cases/list-matches.ts',
  'domains/jobs/wotc-prescreen-view.ts',
];
const WRITE = /\b(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g;
const CASELOAD_CHECK =
  /\bcase_worker_id\s*[!=]==\s*actor\.id\b|\bactor\.id\s*[!=]==\s*\w+\.case_worker_id\b/;

interface SourceFile {
  /** Relative to src/, with forward slashes. */
  path: string;
  text: string;
}

function sourceFiles(dir = SRC): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!entry.name.endsWith('.ts')) return [];
    return [{ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

const files = sourceFiles();
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('API source shape', () => {
  it('finds the source (the rules below are not vacuous)', () => {
    expect(files.filter((file) => file.path.startsWith('routes/')).length).toBeGreaterThan(10);
    expect(files.filter((file) => file.path.startsWith('domains/')).length).toBeGreaterThan(50);
  });

  it('keeps SQL out of src/routes: routes parse, call one use case and answer', () => {
    const withSql = files
      .filter((file) => file.path.startsWith('routes/'))
      .filter((file) => SQL_BUILDER.test(file.text))
      .map((file) => file.path);
    expect(withSql).toEqual([]);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer (migrations and demo seed aside)`, () => {
    const long = files
      .filter((file) => !SIZE_EXEMPT.some((prefix) => file.path.startsWith(prefix)))
      .filter((file) => lineCount(file.text) > MAX_LINES)
      .map((file) => `${file.path}: ${lineCount(file.text)} lines`);
    expect(long).toEqual([]);
  });

  it('opens sealed values only in services/sealing.ts, where every read by someone else is logged', () => {
    const opening = files
      .filter((file) => !MAY_OPEN.includes(file.path))
      .filter((file) => CIPHER_OPEN.test(file.text))
      .map((file) => file.path);
    expect(opening).toEqual([]);
  });

  it('opens unlogged only for the owner, in the client’s own job-seeking use cases', () => {
    const opening = files
      .filter((file) => !MAY_OPEN_OWN.includes(file.path))
      .filter((file) => OWN_READ.test(file.text))
      .map((file) => file.path);
    expect(opening).toEqual([]);
  });

  it('has one writer per table: every insert, update and delete of a table is in one file', () => {
    const writers = new Map<string, Set<string>>();
    for (const file of files) {
      if (SIZE_EXEMPT.some((prefix) => file.path.startsWith(prefix))) continue;
      for (const [, table] of file.text.matchAll(WRITE)) {
        if (table === undefined) continue;
        writers.set(table, (writers.get(table) ?? new Set()).add(file.path));
      }
    }
    expect(writers.get('client_profiles')).toEqual(
      new Set(['domains/clients/repository/profiles.ts']),
    );
    expect(writers.get('milestones')).toEqual(new Set(['domains/clients/repository/plan.ts']));
    const shared = [...writers]
      .filter(([, paths]) => paths.size > 1)
      .map(([table, paths]) => `${table}: ${[...paths].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('decides "own caseload, else 404" only in domains/clients/policy.ts', () => {
    const copies = files
      .filter((file) => file.path !== 'domains/clients/policy.ts')
      .filter((file) => CASELOAD_CHECK.test(file.text))
      .map((file) => file.path);
    expect(copies).toEqual([]);
  });

  it('has no re-export shims left where the code used to live', () => {
    expect(files.filter((file) => file.path.startsWith('repositories/'))).toEqual([]);
    expect(files.map((file) => file.path)).not.toContain('services/outbox.ts');
  });
});
