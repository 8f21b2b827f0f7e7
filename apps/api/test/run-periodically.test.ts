import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from '../src/lib/run-periodically.js';

describe('runPeriodically', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task every interval, logs a failure and goes on, and stops when the app closes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
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
});
