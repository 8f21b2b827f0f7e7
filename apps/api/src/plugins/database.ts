import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reindexMatchKeys } from '../services/reindex-match-keys.js';
import type { Kysely } from 'kysely';
import type { Env } from '../env.js';
import { createDatabase } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { sealPlaintextDatesOfBirth } from '../services/seal-stored-answers.js';
import { demoAccounts, seedDemoData } from '../db/seed/demo/index.js';
import { seedReferenceData } from '../db/seed/reference-data.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** True when demo accounts and sample data are seeded (embedded database, not production). */
    demoMode: boolean;
  }
}

export interface DatabasePluginOptions {
  env: Env;
  /** A database someone else owns (tests sharing one between two apps); it is not closed with the app. */
  db?: Kysely<Database> | undefined;
}

/** Demo mode: the embedded database (no DATABASE_URL), and never in production. */
export function isDemoMode(env: Pick<Env, 'DATABASE_URL' | 'NODE_ENV'>): boolean {
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
}

/** Opens the database chosen by config, migrates it, seeds it, and closes it last on shutdown. */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { env, db: shared }) {
    const db =
      shared ??
      createDatabase(env, {
        onConnectionLost: (error) =>
          app.log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
      }).db;
    if (!shared) app.addHook('onClose', async () => db.destroy());
    await migrateToLatest(db);
    await sealPlaintextDatesOfBirth(db, app.cipher);
    await seedReferenceData(db);
    const demoMode = isDemoMode(env);
    if (demoMode) {
      await seedDemoData(db, app.clock.now());
      // The seed writes rows as an old database holds them; keying them gives the inbox its flags.
      await reindexMatchKeys(db, app.cipher, { all: false });
      app.log.info(
        { accounts: demoAccounts.map((account) => account.username) },
        'demo mode: sample accounts ready',
      );
    }
    app.decorate('db', db);
    app.decorate('demoMode', demoMode);
  },
  { name: 'database', dependencies: ['field-encryption'] },
);
