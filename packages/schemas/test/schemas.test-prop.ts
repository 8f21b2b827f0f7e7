import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UNSTORABLE_TEXT_MESSAGE } from '@pathways/content';
import {
  clientIntakeSchema,
  contactSchema,
  donationSchema,
  employerOnboardingSchema,
  employerPartnershipSchema,
  isStorableText,
  loginSchema,
  registerSchema,
  simulationRunSchema,
  toFieldErrors,
  volunteerApplicationSchema,
} from '../src/index.js';
import { formModels } from './arbitraries.js';

const schemas: Record<string, z.ZodType> = {
  login: loginSchema,
  register: registerSchema,
  contact: contactSchema,
  clientIntake: clientIntakeSchema,
  employerOnboarding: employerOnboardingSchema,
  employerPartnership: employerPartnershipSchema,
  volunteerApplication: volunteerApplicationSchema,
  donation: donationSchema,
  simulationRun: simulationRunSchema,
};

const RUNS = 150;
/** Generating any Unicode is slower than the other properties; a loaded machine needs the room. */
const PROPERTY_TIMEOUT_MS = 30_000;

describe.each(Object.entries(formModels))('%s', (form, model) => {
  const schema = schemas[form];
  if (!schema) throw new Error(`no schema for ${form}`);

  it('valid payloads parse', () => {
    fc.assert(
      fc.property(model.valid, (payload) => {
        const result = schema.safeParse(payload);
        expect(result.success ? {} : toFieldErrors(result.error)).toEqual({});
      }),
      { numRuns: RUNS },
    );
  });

  it('breaking exactly one field yields an error on that field and no other', () => {
    const fields = Object.keys(model.breakers);
    fc.assert(
      fc.property(model.valid, fc.constantFrom(...fields), (payload, field) => {
        const result = schema.safeParse({ ...payload, [field]: model.breakers[field] });
        expect(result.success).toBe(false);
        if (!result.success) expect(Object.keys(toFieldErrors(result.error))).toEqual([field]);
      }),
      { numRuns: RUNS },
    );
  });
});

const NUL = String.fromCharCode(0);
/** Passwords are hashed, never stored as typed: any character may be part of one. */
const secretFields = new Set(['password', 'confirmPassword']);
/** Halves of a surrogate pair without their partner (what is left of an emoji cut in two). */
const loneSurrogate = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ud83d');
/** Text a database cannot hold exactly: a NUL or a lone surrogate somewhere in otherwise fine text. */
const unstorableText = fc
  .tuple(fc.string(), fc.oneof(fc.constant(NUL), loneSurrogate), fc.string())
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** The fields people type into (not option lists, booleans or numbers), passwords aside. */
function freeTextFields(schema: z.ZodType): string[] {
  const shape = (schema as z.ZodObject).shape;
  return Object.entries(shape)
    .filter(([field, fieldSchema]) => {
      if (secretFields.has(field)) return false;
      const result = (fieldSchema as z.ZodType).safeParse('Any text at all 12345');
      // A free-text field takes any string, or refuses it for its length or format, never its type.
      const issues = result.success ? [] : result.error.issues;
      return issues.every(
        (issue) => issue.code !== 'invalid_type' && issue.code !== 'invalid_value',
      );
    })
    .map(([field]) => field);
}

describe.each(Object.entries(formModels))('%s: text the database cannot hold', (form, model) => {
  const schema = schemas[form];
  if (!schema) throw new Error(`no schema for ${form}`);

  it(
    'a NUL or a lone surrogate in any text field is refused on that field, with the same message',
    () => {
      fc.assert(
        fc.property(model.valid, unstorableText, (payload, bad) => {
          for (const field of freeTextFields(schema)) {
            const result = schema.safeParse({ ...payload, [field]: bad });
            expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
              [field]: [UNSTORABLE_TEXT_MESSAGE],
            });
          }
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'any string in any field: a payload that parses holds only text the database can keep',
    () => {
      fc.assert(
        fc.property(
          model.valid,
          fc.string({ unit: 'binary' }),
          fc.constantFrom(...Object.keys(model.breakers)),
          (payload, value, field) => {
            const result = schema.safeParse({ ...payload, [field]: value });
            if (!result.success) return;
            for (const [name, parsed] of Object.entries(result.data as Record<string, unknown>)) {
              if (typeof parsed === 'string' && !secretFields.has(name))
                expect(isStorableText(parsed)).toBe(true);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
