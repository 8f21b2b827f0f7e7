import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/log-errors.js';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** Values no log line may hold: what people typed, and what a password becomes. */
const secrets = {
  name: 'Quintessa Marbleford',
  email: 'quintessa.marbleford@example.org',
  dateOfBirth: '1979-02-13',
  criminalDetails: 'Burglary conviction in 2009, served 18 months',
  message: 'Please call me about my parole officer meeting',
  password: 'correct-horse-battery-staple',
};

describe.each(backends)('database errors in the log (%s)', (backend) => {
  let test: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    test = await createTestApp(backend, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    // Every insert into these tables now fails in the database, as a full disk or a bad deploy would.
    for (const table of ['contact_submissions', 'client_intake_submissions', 'users']) {
      await sql`alter table ${sql.table(table)} add constraint refuse_all check (false) not valid`.execute(
        test.db,
      );
    }
  });
  afterAll(() => test.close());

  it('a failed contact insert is logged by its code, table and constraint, with none of the values', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...validBodies['/api/contact'],
        name: secrets.name,
        email: secrets.email,
        message: secrets.message,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('"code":"23514"');
    expect(log()).toContain('"table":"contact_submissions"');
    expect(log()).toContain('"constraint":"refuse_all"');
    for (const value of [secrets.name, secrets.email, secrets.message]) {
      expect(log()).not.toContain(value);
    }
  });

  it('a failed intake insert logs no date of birth or criminal-history answer', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/client-intake',
      payload: {
        ...validBodies['/api/client-intake'],
        email: secrets.email,
        dateOfBirth: secrets.dateOfBirth,
        criminalHistory: true,
        criminalDetails: secrets.criminalDetails,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('"table":"client_intake_submissions"');
    for (const value of [secrets.email, secrets.dateOfBirth, secrets.criminalDetails]) {
      expect(log()).not.toContain(value);
    }
  });

  it('a failed registration logs neither the password nor its hash', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: secrets.name,
        email: secrets.email,
        username: 'quintessa',
        role: 'client',
        password: secrets.password,
        confirmPassword: secrets.password,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(log()).toContain('"table":"users"');
    expect(log()).not.toContain(secrets.password);
    expect(log()).not.toContain('$argon2');
    expect(log()).not.toContain(secrets.name);
  });
});

describe('serializeError', () => {
  it('keeps what names a database failure and drops what it carried', () => {
    const error = Object.assign(new Error('new row violates check constraint "c": "Dana"'), {
      severity: 'ERROR',
      code: '23514',
      table: 'users',
      constraint: 'c',
      detail: 'Failing row contains (Dana, $argon2id$v=19$...)',
      where: 'SQL function',
      query: 'insert into users values ($1, $2)',
      params: ['Dana', '$argon2id$v=19$...'],
    });
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      code: '23514',
      table: 'users',
      constraint: 'c',
    });
    expect(JSON.stringify(logged)).not.toMatch(/Dana|argon2|insert into/);
  });

  it('keeps an ordinary error as it is', () => {
    const logged = serializeError(Object.assign(new TypeError('boom'), { code: 'ERR_X' }));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'boom', code: 'ERR_X' });
    expect(logged.stack).toContain('boom');
  });
});
