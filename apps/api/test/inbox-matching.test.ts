import { createHash } from 'node:crypto';
import type { InboxItem, InboxList } from '@pathways/schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../src/services/match-keys.js';
import { reindexMatchKeys } from '../src/services/reindex-match-keys.js';
import { validBodies } from './support/payloads.js';
import { backends, createTestApp, signIn } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

const base = validBodies['/api/client-intake'];
/** Four intakes, none sharing an e-mail; their names differ byte for byte. */
const intakes = {
  first: {
    firstName: 'José',
    lastName: 'Arbeláez',
    dateOfBirth: '1984-07-19',
    phone: '319-555-0142',
  },
  // The same person retyped: the accent decomposed, the name in capitals. Another phone.
  sameNameAndBirth: {
    firstName: 'JOSE\u0301',
    lastName: 'ARBELA\u0301EZ',
    dateOfBirth: '1984-07-19',
    phone: '515-555-0100',
  },
  // Someone else on the first one's phone, written another way.
  samePhone: {
    firstName: 'Marisol',
    lastName: 'Teague',
    dateOfBirth: '1991-01-30',
    phone: '+1 (319) 555 0142',
  },
  // Same name, another birth date and phone: a namesake, not flagged by birth date.
  namesake: {
    firstName: 'Jose',
    lastName: 'Arbelaez',
    dateOfBirth: '1970-03-03',
    phone: '641-555-0199',
  },
} as const;
type Name = keyof typeof intakes;

describe.each(backends)(
  'inbox duplicate flags by phone and by name + date of birth (%s)',
  (backend) => {
    let test: TestApp;
    let staff: string;
    const references = new Map<Name, string>();

    beforeAll(async () => {
      test = await createTestApp(backend, { mail: { autoStart: false } });
      staff = await signIn(test.app, 'demo-caseworker');
      for (const [name, person] of Object.entries(intakes) as [Name, (typeof intakes)[Name]][]) {
        const res = await test.app.inject({
          method: 'POST',
          url: '/api/client-intake',
          payload: { ...base, ...person, email: `${name}@example.org` },
        });
        expect(res.statusCode).toBe(201);
        references.set(name, res.json<{ reference: string }>().reference);
      }
    });
    afterAll(() => test.close());

    async function flagsOf(name: Name): Promise<string[]> {
      const reference = references.get(name) ?? '';
      const list = (
        await test.app.inject({
          method: 'GET',
          url: `/api/inbox?kind=clientIntake&q=${reference}`,
          headers: { cookie: staff },
        })
      ).json<InboxList>();
      const item: InboxItem | undefined = list.items[0];
      expect(item?.reference).toBe(reference);
      return [...(item?.possibleDuplicates ?? [])].sort();
    }
    const refs = (...names: Name[]) => names.map((name) => references.get(name) ?? '').sort();

    it('flags the same name and date of birth however the name was typed, and the same phone however written', async () => {
      expect(await flagsOf('first')).toEqual(refs('sameNameAndBirth', 'samePhone'));
      expect(await flagsOf('sameNameAndBirth')).toEqual(refs('first'));
      expect(await flagsOf('samePhone')).toEqual(refs('first'));
      expect(await flagsOf('namesake')).toEqual([]);
    });

    it('never merges: each flagged intake is still its own submission', async () => {
      const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from client_intake_submissions
      where email like any (array['first@%', 'samePhone@%', 'sameNameAndBirth@%', 'namesake@%'])`.execute(
        test.db,
      );
      expect(rows[0]?.count).toBe(4);
    });

    it('stores only keyed indexes beside the sealed values: no birth date, no plain hash of the phone', async () => {
      const stored = await test.db
        .selectFrom('client_intake_submissions')
        .select(['payload', 'phone_key', 'name_dob_key'])
        .where('email', '=', 'first@example.org')
        .executeTakeFirstOrThrow();
      const everything = JSON.stringify(stored);
      expect(everything).not.toContain('1984-07-19');
      const digits = normalisePhone(intakes.first.phone) ?? '';
      expect(digits).toBe('3195550142');
      for (const guess of [digits, `phone:${digits}`]) {
        expect(everything).not.toContain(createHash('sha256').update(guess).digest('base64url'));
        expect(everything).not.toContain(createHash('sha256').update(guess).digest('hex'));
      }
      expect(stored.phone_key).toMatch(/^[\w-]{43}$/);
      expect(stored.name_dob_key).toMatch(/^[\w-]{43}$/);
    });

    it('re-indexes stored submissions that have no keys (stored before them, or after a key change)', async () => {
      const before = await flagsOf('first');
      expect(before).toEqual(refs('samePhone', 'sameNameAndBirth'));
      // As they were stored before the keys existed.
      for (const table of ['client_intake_submissions', 'contact_submissions'] as const) {
        await test.db.updateTable(table).set({ phone_key: null, name_dob_key: null }).execute();
      }
      expect(await flagsOf('first')).toEqual([]);

      const counts = await reindexMatchKeys(test.db, test.app.cipher, { all: false });
      expect(counts.updated).toBeGreaterThanOrEqual(Object.keys(intakes).length);
      expect(await flagsOf('first')).toEqual(before);
      expect(await flagsOf('namesake')).toEqual([]);

      // Run again for every row: the same keys, the same flags.
      await reindexMatchKeys(test.db, test.app.cipher, { all: true });
      expect(await flagsOf('first')).toEqual(before);
    });
  },
);
