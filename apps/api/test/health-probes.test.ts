import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** Liveness and readiness for a supervisor and a load balancer (issue 27). */
describe.each(backends)('health probes (%s)', (backend) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.app.close();
    await test?.close().catch(() => undefined);
    test = undefined;
  });

  it('answers live and ready on a migrated database', async () => {
    test = await createTestApp(backend);
    const live = await test.app.inject('/api/health/live');
    const ready = await test.app.inject('/api/health/ready');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('is not ready while a migration of this code is missing from the database', async () => {
    test = await createTestApp(backend);
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
      test.db,
    );
    const ready = await test.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database migrations are not all applied',
    });
  });

  it('stays live when the database is gone, and is not ready', async () => {
    test = await createTestApp(backend);
    await test.db.destroy();
    expect((await test.app.inject('/api/health/live')).statusCode).toBe(200);
    const ready = await test.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'The database is unreachable' });
    expect(ready.headers['retry-after']).toBeDefined();
  });
});
