import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * Every row of every table in the public schema as text (what a dump holds), searched for `marker`
 * as text and as the hex PostgreSQL writes bytea in: a plaintext upload in a bytea column would
 * show as hex, not as the marker itself.
 */
export async function scanTables(
  db: Kysely<Database>,
  marker: string,
): Promise<{ tablesScanned: number; holders: string[] }> {
  const hex = Buffer.from(marker).toString('hex');
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const holders: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(table)} as t`.execute(db);
    if (rows.rows.some(({ row }) => row.includes(marker) || row.toLowerCase().includes(hex))) {
      holders.push(table);
    }
  }
  return { tablesScanned: tables.rows.length, holders };
}
