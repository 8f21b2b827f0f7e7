import type { FastifyInstance } from 'fastify';

/**
 * Housekeeping on a timer for as long as the app runs, in one instance of several: a failure is logged and the next round
 * tries again; the timer never keeps the process alive and stops when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  { every, task, name }: { every: number; task: () => Promise<void>; name: string },
): void {
  const timer = setInterval(() => {
    // Of several instances on one database, only the one holding the lead runs it (job-leader.ts).
    void app.jobLeader
      .isLeader()
      .then((leads) => (leads ? task() : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  }, every);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
