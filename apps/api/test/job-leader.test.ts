import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLockLeader, soleLeader, type JobLeader } from '../src/lib/job-leader.js';
import { backends, testDatabaseUrl } from './support/test-app.js';
import {
  databaseUrl,
  dropDatabase,
  generatedDatabaseName,
  runOn,
} from './support/template-database.js';

describe('job leader', () => {
  it('on its own database (PGlite) one process runs every job', async () => {
    expect(await soleLeader.isLeader()).toBe(true);
  });
});

// The advisory lock exists only where several instances share a PostgreSQL server.
describe.each(backends.filter((backend) => backend === 'postgres'))(
  'job leader on a shared %s',
  () => {
    const server = testDatabaseUrl ?? '';
    const name = generatedDatabaseName('job_leader');
    const url = databaseUrl(server, name);
    const leaders: JobLeader[] = [];
    const losses: string[] = [];
    const leader = (label: string) => {
      const made = advisoryLockLeader(url, () => losses.push(label));
      leaders.push(made);
      return made;
    };

    beforeAll(async () => {
      await runOn(server, `create database ${name}`);
    });
    afterAll(async () => {
      await Promise.all(leaders.map((each) => each.release()));
      await dropDatabase(server, name);
    });

    it('lets one instance lead, hands over when its connection dies, and again when it lets go', async () => {
      const a = leader('a');
      const b = leader('b');
      expect(await a.isLeader()).toBe(true);
      expect(await b.isLeader()).toBe(false);
      expect(await a.isLeader()).toBe(true);

      // A's process dies as far as PostgreSQL can tell: its lock connection is cut.
      await runOn(
        url,
        `select pg_terminate_backend(pid) from pg_locks
         where locktype = 'advisory' and granted
           and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(await b.isLeader()).toBe(true);
      expect(await a.isLeader()).toBe(false);
      expect(losses).toContain('a');

      // B closes (SIGTERM): it lets go, and A takes the jobs on its next try.
      await b.release();
      expect(await a.isLeader()).toBe(true);
    });
  },
);
