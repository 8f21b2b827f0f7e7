import { UNSTORABLE_TEXT_MESSAGE } from '@pathways/content';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAnswers } from './support/open-sealed.js';
import { validBodies } from './support/payloads.js';
import type { TestApp } from './support/test-app.js';
import { backends, createTestApp } from './support/test-app.js';

/** Each run is a real request against a real database: enough to reach every field, no more. */
const RUNS = 40;
const NUL = String.fromCharCode(0);
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d');
const unstorableText = fc
  .tuple(fc.string(), fc.oneof(fc.constant(NUL), loneSurrogate), fc.string())
  .map(([before, bad, after]) => `Some text ${before}${bad}${after} here`);

const loginBody = { username: 'client', password: 'pathways-demo' };
const registerBody = {
  fullName: 'Dana Whitfield',
  email: 'dana@example.org',
  username: 'dana-w',
  role: 'client',
  password: 'a-good-password',
  confirmPassword: 'a-good-password',
};
/** Every text field people type into, per endpoint (option lists, dates and passwords aside). */
const typedFields: Record<string, { body: Record<string, unknown>; fields: string[] }> = {
  '/api/contact': {
    body: validBodies['/api/contact'],
    fields: ['name', 'email', 'phone', 'subject', 'message'],
  },
  '/api/client-intake': {
    body: validBodies['/api/client-intake'],
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'emergencyContact',
      'emergencyPhone',
      'workExperience',
      'skillsInterests',
      'barriers',
      'goals',
      'availability',
      'criminalDetails',
    ],
  },
  '/api/employer-partnership': {
    body: validBodies['/api/employer-partnership'],
    fields: [
      'companyName',
      'contactName',
      'title',
      'email',
      'phone',
      'website',
      'address',
      'city',
      'state',
      'zipCode',
      'industry',
      'supportNeeds',
      'concerns',
      'goals',
    ],
  },
  '/api/volunteer-application': {
    body: validBodies['/api/volunteer-application'],
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zipCode',
      'emergencyContact',
      'emergencyPhone',
      'skills',
      'experience',
      'motivation',
      'references',
    ],
  },
  '/api/register': { body: registerBody, fields: ['fullName', 'email', 'username'] },
  '/api/login': { body: loginBody, fields: ['username'] },
};

/** Text that is long enough for every field it goes in, with any Unicode in it (emoji, accents, RTL). */
const anyWellFormedText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .map((middle) => `Text ${middle} end`);

describe.each(backends)('text the database cannot hold (%s)', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  const post = (url: string, body: unknown) =>
    test.app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });

  it.each(Object.keys(typedFields))(
    'a NUL or a lone surrogate in any field is a 400 naming that field (%s)',
    async (url) => {
      const { body, fields } = typedFields[url] ?? { body: {}, fields: [] };
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), unstorableText, async (field, bad) => {
          const response = await post(url, { ...body, [field]: bad });
          expect(response.statusCode).toBe(400);
          expect(response.json<{ fieldErrors: unknown }>().fieldErrors).toEqual({
            [field]: [UNSTORABLE_TEXT_MESSAGE],
          });
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('contact: any text is stored exactly as sent, or refused with a 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(anyWellFormedText, fc.string({ unit: 'binary', minLength: 10 })),
        async (message) => {
          const response = await post('/api/contact', { ...validBodies['/api/contact'], message });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode !== 201) return;
          const row = await test.db
            .selectFrom('contact_submissions')
            .select('message')
            .where('reference', '=', response.json<{ reference: string }>().reference)
            .executeTakeFirstOrThrow();
          expect(row.message).toBe(message.trim());
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('client intake: any text in its JSON is stored exactly as sent (sealed answers once opened)', async () => {
    await fc.assert(
      fc.asyncProperty(anyWellFormedText, anyWellFormedText, async (goals, criminalDetails) => {
        const response = await post('/api/client-intake', {
          ...validBodies['/api/client-intake'],
          criminalHistory: true,
          goals,
          criminalDetails,
        });
        expect(response.statusCode).toBe(201);
        const row = await test.db
          .selectFrom('client_intake_submissions')
          .select('payload')
          .where('reference', '=', response.json<{ reference: string }>().reference)
          .executeTakeFirstOrThrow();
        // criminalDetails is stored encrypted (issue 13); what it opens to must be what was sent.
        expect(openAnswers(test.app.cipher, row.payload)).toMatchObject({
          goals: goals.trim(),
          criminalDetails: criminalDetails.trim(),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('a lone surrogate on contact is refused, not stored as U+FFFD', async () => {
    const response = await post('/api/contact', {
      ...validBodies['/api/contact'],
      name: 'Dana \ud83d Whitfield',
    });
    expect(response.statusCode).toBe(400);
    const replaced = await test.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('name', 'like', '%\ufffd%')
      .execute();
    expect(replaced).toEqual([]);
  });
});
