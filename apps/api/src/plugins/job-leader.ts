import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { advisoryLockLeader, soleLeader } from '../lib/job-leader.js';
import type { JobLeader } from '../lib/job-leader.js';

/** How often an instance without the lead asks for it: a dead leader's jobs resume within this. */
export const LEAD_RETRY_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance runs the housekeeping jobs (one instance of several does). */
    jobLeader: JobLeader;
  }
}

export interface JobLeaderOptions {
  env: Pick<Env, 'DATABASE_URL'>;
  /** Tests sharing one database between two apps pass their own. */
  leader?: JobLeader;
}

/**
 * On PostgreSQL (DATABASE_URL) the instances elect one to run the hourly jobs; the embedded
 * database has one process, which runs them all.
 */
export default fp<JobLeaderOptions>(
  function jobLeaderPlugin(app: FastifyInstance, { env, leader }, done) {
    const jobLeader =
      leader ??
      (env.DATABASE_URL
        ? advisoryLockLeader(env.DATABASE_URL, (error) =>
            app.log.warn({ err: error }, 'job lead: connection lost; asking again'),
          )
        : soleLeader);
    app.decorate('jobLeader', jobLeader);
    const retry = setInterval(() => void jobLeader.isLeader(), LEAD_RETRY_MS);
    retry.unref();
    app.addHook('onReady', async () => {
      if (await jobLeader.isLeader()) app.log.info('this instance runs the hourly jobs');
    });
    // Before the pool closes, and before the process exits: the next instance can take over at once.
    app.addHook('preClose', async () => {
      clearInterval(retry);
      await jobLeader.release();
    });
    done();
  },
  { name: 'job-leader' },
);
