import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientIntakeSchema,
  contactSchema,
  donationSchema,
  employerOnboardingSchema,
  employerPartnershipSchema,
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
