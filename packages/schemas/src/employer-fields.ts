import { z } from './zod.js';
import { MAX_SHORT_TEXT, optionalText } from './fields.js';

/** A company's set-up fields (issue 29), shared by the set-up form and the profile form. */

/** The most people a company can say it employs in Waterloo; anything above is a typing slip. */
export const MAX_WATERLOO_EMPLOYEES = 100_000;
const EIN_MESSAGE = 'Please enter the EIN as NN-NNNNNNN (9 digits, for example 12-3456789)';
const WATERLOO_EMPLOYEES_MESSAGE =
  'Please enter how many people the company employs in Waterloo (a whole number)';
/** The IRS writes an Employer Identification Number as two digits, a hyphen and seven digits. */
const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** Optional; when given, written as the IRS writes it (NN-NNNNNNN). */
export const einSchema = optionalText(MAX_SHORT_TEXT).refine(
  (value) => value === undefined || EIN_PATTERN.test(value),
  { error: EIN_MESSAGE },
);
export const waterlooEmployeesSchema = z
  .number({ error: WATERLOO_EMPLOYEES_MESSAGE })
  .int({ error: WATERLOO_EMPLOYEES_MESSAGE })
  .min(0, { error: WATERLOO_EMPLOYEES_MESSAGE })
  .max(MAX_WATERLOO_EMPLOYEES, { error: WATERLOO_EMPLOYEES_MESSAGE });
