import type { AccessLogList, InboxDetail } from '@pathways/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexMatchKeys } from '../src/services/reindex-match-keys.js';
import { sealPlaintextDatesOfBirth } from '../src/services/seal-stored-answers.js';
import { steppingClock } from './support/clock.js';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/** Issue 25, M-1 and M-2: every date of birth sealed, and public text never taken for ciphertext. */
const NOW = '2026-11-20T15:00:00.000Z';
const LOOKS_SEALED = 'enc:v1:0123456789ab:AAAA:BBBB:CCCC';
const REASON = 'Checking the volunteer is over 18';

describe.each(backends)('sealed answers (%s)', (backend) => {
  let test: TestApp;
  let admin: string;

  const get = (url: string, cookie: string) =>
    test.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload: object, cookie = '') =>
    test.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  beforeAll(async () => {
    test = await createTestApp(backend, { clock: steppingClock(NOW).clock });
    admin = await signIn(test.app, 'demo-admin');
  });
  afterAll(() => test.close());

  it('seals a volunteer’s date of birth, shows it masked, and opens it only with a logged reason', async () => {
    const sent = await post(
      '/api/volunteer-application',
      validBodies['/api/volunteer-application'],
    );
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const row = await test.db
      .selectFrom('volunteer_applications')
      .select('payload')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.payload)).not.toContain('1975-09-30');
    expect(row.payload['dateOfBirth']).toMatch(/^enc:v1:/);

    const detail = (await get(`/api/inbox/volunteer/${id}`, admin)).json<InboxDetail>();
    expect(detail.answers['dateOfBirth']).toBe('[protected]');
    expect(detail.protectedFields).toEqual(['dateOfBirth']);
    expect((await post(`/api/inbox/volunteer/${id}/reveal`, {}, admin)).statusCode).toBe(400);
    const opened = await post(`/api/inbox/volunteer/${id}/reveal`, { reason: REASON }, admin);
    expect(opened.json()).toEqual({ answers: { dateOfBirth: '1975-09-30' } });
    const log = (await get('/api/access-log', admin)).json<AccessLogList>();
    expect(log.entries[0]).toMatchObject({
      submission: { kind: 'volunteer', id },
      fields: ['dateOfBirth'],
      reason: REASON,
    });
  });

  it('seals the dates of birth volunteers sent before they were sealed', async () => {
    const stored = await test.db
      .insertInto('volunteer_applications')
      .values({
        reference: 'PW-2026-900001',
        name: 'Old Row',
        email: 'old.row@example.org',
        payload: JSON.stringify({ firstName: 'Old', lastName: 'Row', dateOfBirth: '1961-01-02' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await sealPlaintextDatesOfBirth(test.db, test.app.cipher)).toBe(1);
    const row = await test.db
      .selectFrom('volunteer_applications')
      .select('payload')
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(row.payload['dateOfBirth']).toMatch(/^enc:v1:/);
    expect(await sealPlaintextDatesOfBirth(test.db, test.app.cipher)).toBe(0);
  });

  it('refuses public text that starts like a sealed value, with a field error', async () => {
    const contact = await post('/api/contact', {
      ...validBodies['/api/contact'],
      message: LOOKS_SEALED,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      fieldErrors: { message: [expect.stringContaining('enc:')] },
    });
    const intake = await post('/api/client-intake', {
      ...validBodies['/api/client-intake'],
      criminalHistory: true,
      criminalDetails: LOOKS_SEALED,
    });
    expect(intake.statusCode).toBe(400);
    expect(intake.json()).toMatchObject({ fieldErrors: { criminalDetails: [expect.any(String)] } });
  });

  it('re-indexes every submission, skipping and naming the rows no key opens', async () => {
    const broken = await test.db
      .insertInto('client_intake_submissions')
      .values({
        reference: 'PW-2026-900002',
        name: 'Broken Row',
        email: 'broken.row@example.org',
        payload: JSON.stringify({
          firstName: 'Broken',
          lastName: 'Row',
          dateOfBirth: LOOKS_SEALED,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts = await reindexMatchKeys(test.db, test.app.cipher, { all: true });
    expect(counts.skipped).toEqual([
      { table: 'client_intake_submissions', id: broken.id, field: 'dateOfBirth' },
    ]);
    expect(counts.updated).toBe(counts.scanned - 1);
    const detail = (await get(`/api/inbox/clientIntake/${broken.id}`, admin)).json<InboxDetail>();
    expect(detail.answers['dateOfBirth']).toBe('[protected]');
    const opened = await post(
      `/api/inbox/clientIntake/${broken.id}/reveal`,
      { reason: 'Checking the broken row' },
      admin,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ answers: { dateOfBirth: '[cannot be opened]' } });
  });
});
