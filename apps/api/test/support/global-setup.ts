import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropDatabase,
  removePgliteTemplate,
} from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory each test file's database is loaded from. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database each file's database is copied from (TEST_DATABASE_URL only). */
    postgresTemplateDatabase: string | null;
  }
}

/** Builds the template databases once per run and removes them after the last file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env['TEST_DATABASE_URL'];
  const [pgliteTemplateFile, postgresTemplateDatabase] = await Promise.all([
    buildPgliteTemplate(),
    url ? buildPostgresTemplate(url) : Promise.resolve(null),
  ]);
  project.provide('pgliteTemplateFile', pgliteTemplateFile);
  project.provide('postgresTemplateDatabase', postgresTemplateDatabase);
  return async () => {
    await removePgliteTemplate(pgliteTemplateFile);
    if (url && postgresTemplateDatabase) await dropDatabase(url, postgresTemplateDatabase);
  };
}
