import type { FastifyInstance } from 'fastify';

/**
 * Housekeeping on a timer for as long as the app runs: a failure is logged and the next round
 * tries again; the timer never keeps the process alive and stops when the app closes.
 */
export function runPeriodically(
  app: FastifyInstance,
  { every, task, name }: { every: number; task: () => Promise<void>; name: string },
): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  }, every);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
