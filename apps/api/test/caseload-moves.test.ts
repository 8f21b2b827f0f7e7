import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient } from './support/clients.js';
import { steppingClock } from './support/clock.js';
import { addCaseWorker } from './support/staff.js';
import { asUser, backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Moving caseloads (issue 31.6): an admin moves chosen clients, or all of one case worker's, to
 * another active case worker; all of it commits together or none of it does; a case worker who
 * still holds clients cannot be demoted or deactivated.
 */
const NOW = '2026-11-16T15:00:00.000Z';

interface Move {
  id: number;
  movedAt: string;
  to: { id: number; fullName: string };
  reason: string;
  clients: { id: number; fullName: string; from: { id: number; fullName: string } | null }[];
}

describe.each(backends)('caseload moves (%s)', (backend) => {
  let test: TestApp;
  let admin = '';
  let leaverId = 0;
  let receiverId = 0;
  let leaverClients: number[] = [];

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const caseWorkerOf = async (clientId: number) =>
    (
      await test.db
        .selectFrom('client_profiles')
        .select('case_worker_id')
        .where('user_id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).case_worker_id;

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: steppingClock(NOW).clock });
    admin = await asUser(test.app, 'admin');
    leaverId = await addCaseWorker(test.db, 'move-leaver');
    receiverId = await addCaseWorker(test.db, 'move-receiver');
    leaverClients = [];
    for (const [index, name] of ['Ana Uno', 'Ben Dos', 'Cleo Tres', 'Dev Cuatro'].entries()) {
      leaverClients.push(
        await addClient(test.db, {
          username: `move-client-${index}`,
          fullName: name,
          caseWorkerId: leaverId,
        }),
      );
    }
  });
  afterAll(() => test.close());

  it('refuses to deactivate or demote a case worker who still holds clients (409, move them first)', async () => {
    for (const change of [{ active: false }, { role: 'client' }]) {
      const res = await send('PATCH', `/api/admin/users/${leaverId}`, admin, change);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'This case worker still has 4 clients: move their clients to another case worker first (Admin › Case Workers › Move clients)',
      );
    }
  });

  it('moves nothing when a step fails midway: profiles, timeline, move record and e-mails roll back together', async () => {
    // The third client's timeline entry fails, after two clients were already written.
    const failing = leaverClients[2] ?? 0;
    await sql
      .raw(
        `create function fail_move_timeline() returns trigger language plpgsql as $$
         begin
           if new.action = 'caseloadMoved' and new.client_id = ${failing} then
             raise exception 'injected failure';
           end if;
           return new;
         end $$`,
      )
      .execute(test.db);
    await sql`create trigger fail_move_timeline before insert on client_events
      for each row execute function fail_move_timeline()`.execute(test.db);
    const outboxBefore = await test.db.selectFrom('outbox').select('id').execute();
    try {
      const res = await send('POST', '/api/admin/caseload-moves', admin, {
        fromCaseWorkerId: leaverId,
        toCaseWorkerId: receiverId,
        reason: 'Leaving the program',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await sql`drop trigger fail_move_timeline on client_events`.execute(test.db);
      await sql`drop function fail_move_timeline()`.execute(test.db);
    }
    for (const clientId of leaverClients) expect(await caseWorkerOf(clientId)).toBe(leaverId);
    expect(await test.db.selectFrom('caseload_moves').selectAll().execute()).toEqual([]);
    expect(
      await test.db
        .selectFrom('client_events')
        .select('id')
        .where('action', '=', 'caseloadMoved')
        .execute(),
    ).toEqual([]);
    expect(await test.db.selectFrom('outbox').select('id').execute()).toEqual(outboxBefore);
  });

  it('refuses bad moves with field errors and moves nothing', async () => {
    const cases: [object, string, string][] = [
      [
        { clientIds: [leaverClients[0]], toCaseWorkerId: receiverId, reason: 'x' },
        'reason',
        'Please say why these clients are moving (at least 5 characters)',
      ],
      [
        { clientIds: [], toCaseWorkerId: receiverId, reason: 'Rebalancing' },
        'clientIds',
        'Please choose the clients to move',
      ],
      [
        { clientIds: [leaverClients[0]], reason: 'Rebalancing' },
        'toCaseWorkerId',
        'Please choose the case worker to move them to',
      ],
      [
        { clientIds: [leaverClients[0]], toCaseWorkerId: leaverClients[1], reason: 'Rebalancing' },
        'toCaseWorkerId',
        'Please choose an active case worker to move them to',
      ],
      [
        {
          clientIds: [leaverClients[0], 999_999],
          toCaseWorkerId: receiverId,
          reason: 'Rebalancing',
        },
        'clientIds',
        'Some of these clients no longer exist: reload the list',
      ],
      [
        { clientIds: [leaverClients[0]], toCaseWorkerId: leaverId, reason: 'Rebalancing' },
        'clientIds',
        'Some of these clients already have that case worker',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/api/admin/caseload-moves', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toEqual([
        message,
      ]);
    }
    expect(await caseWorkerOf(leaverClients[0] ?? 0)).toBe(leaverId);
  });

  it('moves chosen clients: profiles, timeline with the reason, e-mails, and a CSV of the move', async () => {
    const chosen = leaverClients.slice(0, 2);
    // The second client reads the portal in Spanish: their e-mail goes in Spanish (issue 31.2).
    await test.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('id', '=', chosen[1] ?? 0)
      .execute();
    const res = await send('POST', '/api/admin/caseload-moves', admin, {
      clientIds: chosen,
      toCaseWorkerId: receiverId,
      reason: 'Rebalancing caseloads',
    });
    expect(res.statusCode, res.body).toBe(201);
    const move = res.json<Move>();
    expect(move).toMatchObject({
      movedAt: NOW,
      to: { id: receiverId, fullName: 'Case Worker move-receiver' },
      reason: 'Rebalancing caseloads',
    });
    expect(move.clients.map((client) => [client.fullName, client.from?.fullName])).toEqual([
      ['Ana Uno', 'Case Worker move-leaver'],
      ['Ben Dos', 'Case Worker move-leaver'],
    ]);
    for (const clientId of chosen) expect(await caseWorkerOf(clientId)).toBe(receiverId);
    expect(await caseWorkerOf(leaverClients[2] ?? 0)).toBe(leaverId);

    const timeline = await send('GET', `/api/clients/${chosen[0] ?? 0}/timeline`, admin);
    expect(timeline.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      action: 'caseloadMoved',
      changes: {
        caseWorker: ['Case Worker move-leaver', 'Case Worker move-receiver'],
        reason: [null, 'Rebalancing caseloads'],
      },
    });

    const mail = await test.db
      .selectFrom('outbox')
      .select(['recipient', 'template', 'subject', 'text_body'])
      .where('template', 'in', ['caseloadReceived', 'caseWorkerChanged'])
      .orderBy('id')
      .execute();
    expect(mail.map((row) => [row.recipient, row.template])).toEqual([
      ['move-client-0@example.org', 'caseWorkerChanged'],
      ['move-client-1@example.org', 'caseWorkerChanged'],
      ['move-receiver@example.org', 'caseloadReceived'],
    ]);
    expect(mail[2]?.subject).toBe('You have 2 new clients in Pathways');
    expect(mail[0]?.text_body).toContain('Case Worker move-receiver is now your case worker');
    expect(mail[1]?.subject).toBe('Ahora otra persona lleva su caso en Pathways');
    expect(mail[1]?.text_body).toContain(
      'Case Worker move-receiver es ahora la persona que lleva su caso',
    );
    // The reason is for the records, not for e-mail.
    expect(mail.map((row) => row.text_body).join('\n')).not.toContain('Rebalancing');

    const csv = await send('GET', `/api/admin/caseload-moves/${move.id}.csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="caseload-move-${move.id}.csv"`,
    );
    expect(csv.body.split('\r\n')).toEqual([
      'move,moved_at,moved_by,client_id,client,from,to,reason',
      ...chosen.map(
        (id, index) =>
          `"${move.id}","${NOW}","Alex Morgan","${id}","${['Ana Uno', 'Ben Dos'][index] ?? ''}","Case Worker move-leaver","Case Worker move-receiver","Rebalancing caseloads"`,
      ),
      '',
    ]);
  });

  it('moves all of one case worker’s clients, then lets the account be deactivated', async () => {
    // The receiving case worker reads the portal in Spanish: so does their e-mail (issue 31.2).
    await test.db
      .updateTable('users')
      .set({ preferred_language: 'es' })
      .where('id', '=', receiverId)
      .execute();
    const res = await send('POST', '/api/admin/caseload-moves', admin, {
      fromCaseWorkerId: leaverId,
      toCaseWorkerId: receiverId,
      reason: 'Leaving the program',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Move>().clients.map((client) => client.id)).toEqual(leaverClients.slice(2));
    const told = await test.db
      .selectFrom('outbox')
      .select('subject')
      .where('template', '=', 'caseloadReceived')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.subject).toBe('Tiene 2 clientes nuevos en Pathways');
    const receiver = await signIn(test.app, 'move-receiver');
    const list = await send('GET', `/api/clients`, receiver);
    expect(
      list
        .json<{ clients: { id: number }[] }>()
        .clients.map((client) => client.id)
        .sort(),
    ).toEqual([...leaverClients].sort());
    const deactivate = await send('PATCH', `/api/admin/users/${leaverId}`, admin, {
      active: false,
    });
    expect(deactivate.statusCode).toBe(200);
  });

  it('is the admin’s alone: a case worker is refused, and a missing move is 404', async () => {
    const worker = await asUser(test.app, 'caseWorker');
    const res = await send('POST', '/api/admin/caseload-moves', worker, {
      clientIds: [leaverClients[0]],
      toCaseWorkerId: leaverId,
      reason: 'Taking them back',
    });
    expect(res.statusCode).toBe(403);
    expect((await send('GET', '/api/admin/caseload-moves/1.csv', worker)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/caseload-moves/99999.csv', admin)).statusCode).toBe(404);
    expect(await caseWorkerOf(leaverClients[0] ?? 0)).toBe(receiverId);
  });
});
