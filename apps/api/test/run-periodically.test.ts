import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { soleLeader, type JobLeader } from '../src/lib/job-leader.js';
import { runPeriodically } from '../src/lib/run-periodically.js';

/** An app as the job-leader plugin leaves it: decorated with who leads. */
function appLedBy(leader: JobLeader) {
  const app = Fastify();
  app.decorate('jobLeader', leader);
  return app;
}

describe('runPeriodically', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task every interval, logs a failure and goes on, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = appLedBy(soleLeader);
    const warn = vi.spyOn(app.log, 'warn');
    const task = vi
      .fn<() => Promise<void>>()
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new Error('database asleep'))
      .mockResolvedValue();
    runPeriodically(app, { every: 1000, task, name: 'tidy-up' });
    await app.ready();

    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledOnce();
    const [context, message] = warn.mock.calls[0] ?? [];
    expect(context).toEqual({ err: new Error('database asleep') });
    expect(message).toBe('tidy-up failed');

    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('leaves the task to the instance that leads, and takes it up once it leads', async () => {
    vi.useFakeTimers();
    let leads = false;
    const app = appLedBy({
      isLeader: () => Promise.resolve(leads),
      release: () => Promise.resolve(),
    });
    const task = vi.fn<() => Promise<void>>().mockResolvedValue();
    runPeriodically(app, { every: 1000, task, name: 'tidy-up' });
    await app.ready();

    await vi.advanceTimersByTimeAsync(3000);
    expect(task).not.toHaveBeenCalled();

    leads = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledOnce();
    await app.close();
  });
});
