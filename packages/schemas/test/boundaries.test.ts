/**
 * Every rule of spec §5 at its boundary: one character short fails with the exact message on the
 * right field, the minimum passes. Messages are written out here, not imported, so a changed
 * message in the schemas fails this test.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientIntakeSchema,
  contactFormSchema,
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
import { validPayloads } from './valid-payloads.js';

const schemas = {
  login: loginSchema,
  register: registerSchema,
  contact: contactSchema,
  contactForm: contactFormSchema,
  clientIntake: clientIntakeSchema,
  employerOnboarding: employerOnboardingSchema,
  employerPartnership: employerPartnershipSchema,
  volunteerApplication: volunteerApplicationSchema,
  donation: donationSchema,
  simulationRun: simulationRunSchema,
} satisfies Record<keyof typeof validPayloads, z.ZodType>;
type FormName = keyof typeof schemas;

function errorsFor(form: FormName, changes: Record<string, unknown>) {
  const result = schemas[form].safeParse({ ...validPayloads[form], ...changes });
  return result.success ? {} : toFieldErrors(result.error);
}

/** [form, field, minimum length, exact message] */
const minimumLengths: [FormName, string, number, string][] = [
  ['login', 'username', 3, 'Username must be at least 3 characters'],
  ['login', 'password', 6, 'Password must be at least 6 characters'],
  ['register', 'username', 3, 'Username must be at least 3 characters'],
  ['register', 'fullName', 2, 'Please enter your full name'],
  ['contact', 'name', 2, 'Name must be at least 2 characters.'],
  ['contact', 'subject', 3, 'Subject must be at least 3 characters.'],
  ['contact', 'message', 10, 'Message must be at least 10 characters.'],
  ['clientIntake', 'firstName', 2, 'First name must be at least 2 characters'],
  ['clientIntake', 'lastName', 2, 'Last name must be at least 2 characters'],
  ['clientIntake', 'phone', 10, 'Please enter a valid phone number'],
  ['clientIntake', 'address', 5, 'Please enter your address'],
  ['clientIntake', 'city', 2, 'Please enter your city'],
  ['clientIntake', 'state', 2, 'Please enter your state'],
  ['clientIntake', 'zipCode', 5, 'Please enter your zip code'],
  ['clientIntake', 'emergencyContact', 2, 'Please enter emergency contact name'],
  ['clientIntake', 'emergencyPhone', 10, 'Please enter emergency contact phone'],
  [
    'clientIntake',
    'workExperience',
    10,
    'Please describe your work experience (at least 10 characters)',
  ],
  [
    'clientIntake',
    'skillsInterests',
    10,
    'Please describe your skills and interests (at least 10 characters)',
  ],
  ['clientIntake', 'goals', 10, 'Please describe your goals (at least 10 characters)'],
  [
    'clientIntake',
    'availability',
    5,
    'Please describe when you are available (at least 5 characters)',
  ],
  ['employerOnboarding', 'companyName', 2, 'Company name must be at least 2 characters.'],
  ['employerOnboarding', 'contactName', 2, 'Your name must be at least 2 characters.'],
  ['employerOnboarding', 'description', 10, 'Description must be at least 10 characters.'],
  ['employerPartnership', 'companyName', 2, 'Company name must be at least 2 characters'],
  ['employerPartnership', 'contactName', 2, 'Contact name must be at least 2 characters'],
  ['employerPartnership', 'title', 2, 'Title must be at least 2 characters'],
  ['employerPartnership', 'phone', 10, 'Please enter a valid phone number'],
  ['employerPartnership', 'address', 5, 'Please enter your company address'],
  ['employerPartnership', 'city', 2, 'Please enter your city'],
  ['employerPartnership', 'state', 2, 'Please enter your state'],
  ['employerPartnership', 'zipCode', 5, 'Please enter your zip code'],
  ['employerPartnership', 'industry', 2, 'Please enter your industry'],
  ['employerPartnership', 'supportNeeds', 10, 'Please describe what support you need'],
  ['employerPartnership', 'goals', 10, 'Please describe your goals'],
  ['volunteerApplication', 'firstName', 2, 'First name must be at least 2 characters'],
  ['volunteerApplication', 'lastName', 2, 'Last name must be at least 2 characters'],
  ['volunteerApplication', 'phone', 10, 'Please enter a valid phone number'],
  ['volunteerApplication', 'address', 5, 'Please enter your address'],
  ['volunteerApplication', 'city', 2, 'Please enter your city'],
  ['volunteerApplication', 'state', 2, 'Please enter your state'],
  ['volunteerApplication', 'zipCode', 5, 'Please enter your zip code'],
  ['volunteerApplication', 'emergencyContact', 2, 'Please enter emergency contact name'],
  ['volunteerApplication', 'emergencyPhone', 10, 'Please enter emergency contact phone'],
  ['volunteerApplication', 'skills', 10, 'Please describe your skills'],
  ['volunteerApplication', 'experience', 10, 'Please describe your experience'],
  ['volunteerApplication', 'motivation', 10, 'Please tell us why you want to volunteer'],
  ['volunteerApplication', 'references', 10, 'Please provide reference information'],
  ['donation', 'name', 2, 'Name must be at least 2 characters.'],
];

describe('minimum lengths', () => {
  it.each(minimumLengths)(
    '%s.%s: %i characters pass, one fewer shows "%s"',
    (form, field, min, message) => {
      const isPassword = form === 'login' && field === 'password';
      const value = (length: number) => (isPassword ? 'p' : 'x').repeat(length);
      expect(errorsFor(form, { [field]: value(min - 1) })).toEqual({ [field]: [message] });
      expect(errorsFor(form, { [field]: value(min) })).toEqual({});
    },
  );

  it('counts characters after trimming, so spaces alone never pass', () => {
    expect(errorsFor('contact', { subject: '     ' })).toEqual({
      subject: ['Subject must be at least 3 characters.'],
    });
    expect(errorsFor('contact', { subject: '  abc  ' })).toEqual({});
  });

  it('registration: a short password is refused with the login message', () => {
    expect(errorsFor('register', { password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(errorsFor('register', { password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});

/** [form, field, bad value, exact message] for rules that are not lengths. */
const otherRules: [FormName, string, unknown, string][] = [
  ['register', 'confirmPassword', 'secret-pasS', 'Passwords do not match'],
  ['register', 'role', 'admin', 'Please choose the kind of account you need'],
  ['register', 'role', 'caseWorker', 'Please choose the kind of account you need'],
  ['register', 'email', 'dana@', 'Please enter a valid email address'],
  ['contact', 'email', 'dana.example.org', 'Please enter a valid email address.'],
  ['contactForm', 'consent', false, 'You must consent to data collection.'],
  ['clientIntake', 'email', 'dana@example', 'Please enter a valid email address'],
  ['clientIntake', 'dateOfBirth', '', 'Please enter your date of birth'],
  ['clientIntake', 'dateOfBirth', '1988-02-30', 'Please enter your date of birth'],
  ['clientIntake', 'education', 'phd', 'Please select your highest level of education'],
  ['clientIntake', 'transportation', 'horse', 'Please select how you get around'],
  ['clientIntake', 'criminalHistory', 'yes', 'Please tell us whether you have a criminal record'],
  [
    'clientIntake',
    'consent',
    false,
    'You must consent to data collection and program participation.',
  ],
  ['employerOnboarding', 'industry', '', 'Please select your industry.'],
  ['employerOnboarding', 'companySize', '201-1000', 'Please select your company size.'],
  ['employerOnboarding', 'website', 'not a site', 'Please enter a valid URL.'],
  ['employerOnboarding', 'agreeToTerms', false, 'You must agree to our terms and conditions.'],
  ['employerPartnership', 'email', 'pat@', 'Please enter a valid email address'],
  ['employerPartnership', 'website', 'http://', 'Please enter a valid URL'],
  ['employerPartnership', 'companySize', '201-500', 'Please select your company size'],
  [
    'employerPartnership',
    'hiringVolume',
    '100',
    'Please select how many people you expect to hire',
  ],
  [
    'employerPartnership',
    'previousExperience',
    'maybe',
    'Please tell us whether you have hired people with records before',
  ],
  ['employerPartnership', 'timeline', 'never', 'Please select your hiring timeline'],
  ['employerPartnership', 'positionTypes', [], 'Please select at least one position type'],
  ['employerPartnership', 'experienceLevel', [], 'Please select at least one experience level'],
  ['employerPartnership', 'consent', false, 'You must consent to partnership terms.'],
  ['volunteerApplication', 'dateOfBirth', '', 'Please enter your date of birth'],
  ['volunteerApplication', 'availability', [], 'Please select your availability'],
  ['volunteerApplication', 'interests', [], 'Please select your areas of interest'],
  ['volunteerApplication', 'timeCommitment', 'always', 'Please select how much time you can give'],
  ['volunteerApplication', 'backgroundCheck', false, 'You must consent to a background check.'],
  ['volunteerApplication', 'consent', false, 'You must consent to the volunteer terms.'],
  ['donation', 'donationType', 'weekly', 'Please select a donation type.'],
  ['donation', 'amount', '75', 'Please select an amount.'],
  ['donation', 'email', 'dana', 'Please enter a valid email address.'],
  ['simulationRun', 'cityId', '', 'Please choose a city'],
  ['simulationRun', 'supportType', 'everything', 'Please choose a support type'],
];

describe('choices, consents and formats', () => {
  it.each(otherRules)('%s.%s = %j shows "%s"', (form, field, value, message) => {
    expect(errorsFor(form, { [field]: value })).toEqual({ [field]: [message] });
  });

  it('accepts an empty website and a bare domain', () => {
    expect(errorsFor('employerOnboarding', { website: '' })).toEqual({});
    expect(errorsFor('employerOnboarding', { website: 'www.cedarfab.com' })).toEqual({});
    expect(errorsFor('employerPartnership', { website: undefined })).toEqual({});
  });

  it('contact: an empty phone is sent as null, a filled one kept', () => {
    expect(contactSchema.parse(validPayloads.contact).phone).toBeNull();
    expect(contactSchema.parse({ ...validPayloads.contact, phone: '319-555-0123' }).phone).toBe(
      '319-555-0123',
    );
  });

  it('contact: consent is a form-only field that the API payload drops', () => {
    expect(contactSchema.parse(validPayloads.contactForm)).not.toHaveProperty('consent');
  });
});

describe('donation amounts', () => {
  const custom = { amount: 'custom' };
  it('a custom amount of $1 passes and anything less shows the spec message', () => {
    expect(errorsFor('donation', { ...custom, customAmount: 1 })).toEqual({});
    expect(errorsFor('donation', { ...custom, customAmount: 0.99 })).toEqual({
      customAmount: ['Custom amount must be at least $1.'],
    });
  });
  it('choosing custom without an amount asks for one', () => {
    expect(errorsFor('donation', custom)).toEqual({
      customAmount: ['Custom amount must be at least $1.'],
    });
  });
  it('a preset needs no custom amount', () => {
    for (const amount of ['25', '50', '100', '250'])
      expect(errorsFor('donation', { amount })).toEqual({});
  });
});

describe('simulation limits (the server is wider than the slider)', () => {
  const participants = 'Participants must be a whole number from 100 to 10,000';
  const years = 'Timeframe must be a whole number of years from 1 to 10';
  it.each([
    [99, { participantCount: [participants] }],
    [100, {}],
    [10_000, {}],
    [10_001, { participantCount: [participants] }],
    [150.5, { participantCount: [participants] }],
  ])('participantCount %d', (participantCount, expected) => {
    expect(errorsFor('simulationRun', { participantCount })).toEqual(expected);
  });
  it.each([
    [0, { timeframe: [years] }],
    [1, {}],
    [10, {}],
    [11, { timeframe: [years] }],
  ])('timeframe %d', (timeframe, expected) => {
    expect(errorsFor('simulationRun', { timeframe })).toEqual(expected);
  });
});
