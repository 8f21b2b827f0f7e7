/**
 * fast-check generators of valid form payloads, and for each field a way to break it, so the
 * properties can say "valid parses" and "breaking one field blames that field alone".
 */
import fc from 'fast-check';
import type { Option } from '../src/index.js';
import {
  availabilityOptions,
  benefitOptions,
  donationTypeOptions,
  educationOptions,
  experienceLevelOptions,
  hiringVolumeOptions,
  industryOptions,
  interestOptions,
  onboardingCompanySizeOptions,
  partnershipCompanySizeOptions,
  positionTypeOptions,
  previousExperienceOptions,
  registrationRoleOptions,
  supportTypeOptions,
  timeCommitmentOptions,
  timelineOptions,
  transportationOptions,
} from '../src/index.js';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const letter = fc.constantFrom(...letters);
const inner = fc.constantFrom(...letters, ' ', '-', "'", '.');

/** Text whose trimmed length is between min and max (starts and ends with a letter). */
export function textOf(min: number, max = Math.max(min + 20, 30)) {
  return fc
    .tuple(
      letter,
      fc.array(inner, { minLength: Math.max(0, min - 2), maxLength: Math.max(0, max - 2) }),
      letter,
    )
    .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);
}

/** A username registration accepts: 3 to 40 of a-z, digits, dots, hyphens and underscores. */
const newUsername = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789._-'), {
    minLength: 3,
    maxLength: 40,
  })
  .map((characters) => characters.join(''));

export const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: undefined }),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    fc.constantFrom('com', 'org', 'net', 'us', 'io'),
  )
  .map(([local, tag, domain, tld]) => `${local}${tag ? `.${tag}` : ''}@${domain}.${tld}`);

export const phoneNumber = fc
  .tuple(
    fc.stringMatching(/^[2-9]\d{2}$/),
    fc.stringMatching(/^\d{3}$/),
    fc.stringMatching(/^\d{4}$/),
  )
  .chain(([area, exchange, line]) =>
    fc.constantFrom(
      `${area}${exchange}${line}`,
      `(${area}) ${exchange}-${line}`,
      `${area}-${exchange}-${line}`,
    ),
  );

export const pastIsoDate = fc
  .date({
    min: new Date('1940-01-01T00:00:00Z'),
    max: new Date('2008-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

export const zipCode = fc.stringMatching(/^\d{5}$/);
export const website = fc.constantFrom(
  '',
  'https://cedarfab.example.com',
  'www.acme.org',
  'http://shop.example.net/jobs',
);

export function choice<V extends string>(options: readonly Option<V>[]) {
  return fc.constantFrom(...options.map((option) => option.value));
}

export function someChoices<V extends string>(options: readonly Option<V>[]) {
  return fc.subarray(
    options.map((option) => option.value),
    { minLength: 1 },
  );
}

/** A generator of valid payloads and, per field, a value that breaks only that field. */
export interface FormModel {
  valid: fc.Arbitrary<Record<string, unknown>>;
  breakers: Record<string, unknown>;
}

const tooShort = (min: number) => 'x'.repeat(min - 1);

export const formModels: Record<string, FormModel> = {
  login: {
    valid: fc.record({
      username: textOf(3, 50),
      password: fc.string({ minLength: 6, maxLength: 40 }),
    }),
    breakers: { username: tooShort(3), password: '12345' },
  },
  contact: {
    valid: fc.record({
      name: textOf(2),
      email: emailAddress,
      phone: fc.option(phoneNumber, { nil: undefined }),
      subject: textOf(3),
      message: textOf(10, 200),
    }),
    breakers: { name: 'x', email: 'not-an-email', subject: 'ab', message: 'too short' },
  },
  clientIntake: {
    valid: fc.record({
      firstName: textOf(2),
      lastName: textOf(2),
      email: emailAddress,
      phone: phoneNumber,
      address: textOf(5),
      city: textOf(2),
      state: textOf(2, 20),
      zipCode,
      dateOfBirth: pastIsoDate,
      emergencyContact: textOf(2),
      emergencyPhone: phoneNumber,
      education: choice(educationOptions),
      workExperience: textOf(10, 80),
      skillsInterests: textOf(10, 80),
      barriers: fc.option(textOf(1, 60), { nil: undefined }),
      goals: textOf(10, 80),
      transportation: choice(transportationOptions),
      availability: textOf(5, 60),
      criminalHistory: fc.boolean(),
      criminalDetails: fc.option(textOf(1, 60), { nil: undefined }),
      consent: fc.constant(true),
    }),
    breakers: {
      firstName: 'x',
      lastName: 'x',
      email: 'x@',
      phone: '319555',
      address: 'abcd',
      city: 'x',
      state: 'x',
      zipCode: '5070',
      dateOfBirth: '',
      emergencyContact: 'x',
      emergencyPhone: '12345',
      education: 'doctorate-of-everything',
      workExperience: tooShort(10),
      skillsInterests: tooShort(10),
      goals: tooShort(10),
      transportation: 'teleport',
      availability: 'abcd',
      criminalHistory: 'no',
      consent: false,
    },
  },
  employerOnboarding: {
    valid: fc.record({
      companyName: textOf(2),
      contactName: textOf(2),
      email: emailAddress,
      industry: choice(industryOptions),
      companySize: choice(onboardingCompanySizeOptions),
      website,
      description: textOf(10, 120),
      agreeToTerms: fc.constant(true),
    }),
    breakers: {
      companyName: 'x',
      contactName: 'x',
      email: 'pat@',
      industry: '',
      companySize: '1000+',
      website: 'nope',
      description: tooShort(10),
      agreeToTerms: false,
    },
  },
  employerPartnership: {
    valid: fc.record({
      companyName: textOf(2),
      contactName: textOf(2),
      title: textOf(2),
      email: emailAddress,
      phone: phoneNumber,
      website,
      address: textOf(5),
      city: textOf(2),
      state: textOf(2, 20),
      zipCode,
      industry: textOf(2),
      companySize: choice(partnershipCompanySizeOptions),
      currentHiring: fc.boolean(),
      positionTypes: someChoices(positionTypeOptions),
      hiringVolume: choice(hiringVolumeOptions),
      experienceLevel: someChoices(experienceLevelOptions),
      benefits: fc.subarray(benefitOptions.map((option) => option.value)),
      supportNeeds: textOf(10, 80),
      previousExperience: choice(previousExperienceOptions),
      concerns: fc.option(textOf(1, 60), { nil: undefined }),
      goals: textOf(10, 80),
      timeline: choice(timelineOptions),
      consent: fc.constant(true),
    }),
    breakers: {
      companyName: 'x',
      contactName: 'x',
      title: 'x',
      email: '@example.com',
      phone: '555',
      website: 'http://',
      address: 'abc',
      city: 'x',
      state: 'x',
      zipCode: '123',
      industry: 'x',
      companySize: '201-500',
      currentHiring: 'sometimes',
      positionTypes: [],
      hiringVolume: '1000',
      experienceLevel: [],
      benefits: ['free-lunch'],
      supportNeeds: tooShort(10),
      previousExperience: 'perhaps',
      goals: tooShort(10),
      timeline: 'yesterday',
      consent: false,
    },
  },
  volunteerApplication: {
    valid: fc.record({
      firstName: textOf(2),
      lastName: textOf(2),
      email: emailAddress,
      phone: phoneNumber,
      address: textOf(5),
      city: textOf(2),
      state: textOf(2, 20),
      zipCode,
      dateOfBirth: pastIsoDate,
      emergencyContact: textOf(2),
      emergencyPhone: phoneNumber,
      availability: someChoices(availabilityOptions),
      skills: textOf(10, 80),
      interests: someChoices(interestOptions),
      experience: textOf(10, 80),
      motivation: textOf(10, 80),
      timeCommitment: choice(timeCommitmentOptions),
      backgroundCheck: fc.constant(true),
      references: textOf(10, 80),
      consent: fc.constant(true),
    }),
    breakers: {
      firstName: 'x',
      lastName: 'x',
      email: 'robin',
      phone: '123',
      address: 'abc',
      city: 'x',
      state: 'x',
      zipCode: '1',
      dateOfBirth: '',
      emergencyContact: 'x',
      emergencyPhone: '123',
      availability: [],
      skills: tooShort(10),
      interests: [],
      experience: tooShort(10),
      motivation: tooShort(10),
      timeCommitment: 'forever',
      backgroundCheck: false,
      references: tooShort(10),
      consent: false,
    },
  },
  donation: {
    valid: fc.oneof(
      fc.record({
        donationType: choice(donationTypeOptions),
        amount: fc.constantFrom('25', '50', '100', '250'),
        name: textOf(2),
        email: emailAddress,
        isAnonymous: fc.boolean(),
      }),
      fc.record({
        donationType: choice(donationTypeOptions),
        amount: fc.constant('custom'),
        customAmount: fc.double({ min: 1, max: 100_000, noNaN: true }),
        name: textOf(2),
        email: emailAddress,
        honorOf: fc.option(textOf(2), { nil: undefined }),
      }),
    ),
    breakers: { donationType: 'weekly', name: 'x', email: 'nobody' },
  },
  simulationRun: {
    valid: fc.record({
      cityId: fc.stringMatching(/^[a-z]{1,20}(-[a-z]{1,10}){0,3}$/),
      supportType: choice(supportTypeOptions),
      participantCount: fc.integer({ min: 100, max: 10_000 }),
      timeframe: fc.integer({ min: 1, max: 10 }),
    }),
    breakers: { cityId: '', supportType: 'magic', participantCount: 99, timeframe: 11 },
  },
  register: {
    valid: fc
      .record({
        fullName: textOf(2),
        email: emailAddress,
        username: newUsername,
        role: choice(registrationRoleOptions),
        password: fc.string({ minLength: 6, maxLength: 40 }),
      })
      .map((form) => ({ ...form, confirmPassword: form.password })),
    breakers: {
      fullName: 'x',
      email: 'a@b',
      username: 'ab',
      role: 'admin',
      confirmPassword: 'does-not-match',
    },
  },
};
