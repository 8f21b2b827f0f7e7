import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedReferenceData } from '../../src/db/seed/reference-data.js';

/**
 * The suite's template databases (vitest globalSetup builds them once a run): migrated and holding
 * the reference data, so each test file starts from a copy instead of running initdb and every
 * migration again. The demo seed is not in the template: it is dated from each file's own clock.
 */

/** Schema and reference data, whatever the dialect. */
async function prepare(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedReferenceData(db);
}

/** A migrated PGlite data directory written to a tar file; returns its path. */
export async function buildPgliteTemplate(): Promise<string> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await prepare(db);
  // Uncompressed: each file loads it, and gunzip would cost more than the bytes save on local disk.
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = join(tmpdir(), `pathways-test-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function removePgliteTemplate(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The same server as `url`, another database on it. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A statement run on the database `url` names, on one short-lived connection. */
export async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Database names the suite makes are generated, never typed: letters, digits and underscores. */
export function generatedDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * A migrated PostgreSQL database beside `url`'s, for `CREATE DATABASE … TEMPLATE` per file; returns
 * its name. No connection to it stays open (PostgreSQL copies only a template nobody is using).
 */
export async function buildPostgresTemplate(url: string): Promise<string> {
  const name = generatedDatabaseName('pathways_template');
  await runOn(url, `create database ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await prepare(db);
  } finally {
    await db.destroy();
  }
  return name;
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await runOn(url, `drop database if exists ${name} with (force)`);
}
