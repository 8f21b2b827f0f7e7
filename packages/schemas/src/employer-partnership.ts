import { z } from './zod.js';
import {
  email,
  longText,
  mustAccept,
  optionalText,
  optionalWebsite,
  phone,
  text,
} from './fields.js';
import { oneOf, someOf } from './option.js';
import {
  benefitOptions,
  experienceLevelOptions,
  hiringVolumeOptions,
  partnershipCompanySizeOptions,
  positionTypeOptions,
  previousExperienceOptions,
  timelineOptions,
} from './options.js';

export const employerPartnershipSchema = z.object({
  companyName: text(2, 'Company name must be at least 2 characters'),
  contactName: text(2, 'Contact name must be at least 2 characters'),
  title: text(2, 'Title must be at least 2 characters'),
  email: email('Please enter a valid email address'),
  phone: phone('Please enter a valid phone number'),
  website: optionalWebsite('Please enter a valid URL'),
  address: text(5, 'Please enter your company address', 200),
  city: text(2, 'Please enter your city'),
  state: text(2, 'Please enter your state'),
  zipCode: text(5, 'Please enter your zip code', 10),
  industry: text(2, 'Please enter your industry'),
  companySize: oneOf(partnershipCompanySizeOptions, 'Please select your company size'),
  currentHiring: z.boolean({ error: 'Please tell us whether you are hiring now' }),
  positionTypes: someOf(positionTypeOptions, 'Please select at least one position type'),
  hiringVolume: oneOf(hiringVolumeOptions, 'Please select how many people you expect to hire'),
  experienceLevel: someOf(experienceLevelOptions, 'Please select at least one experience level'),
  benefits: z
    .array(oneOf(benefitOptions, 'Please choose benefits from the list'), {
      error: 'Please choose benefits from the list',
    })
    .default([]),
  supportNeeds: longText(10, 'Please describe what support you need'),
  previousExperience: oneOf(
    previousExperienceOptions,
    'Please tell us whether you have hired people with records before',
  ),
  concerns: optionalText(),
  goals: longText(10, 'Please describe your goals'),
  timeline: oneOf(timelineOptions, 'Please select your hiring timeline'),
  consent: mustAccept('You must consent to partnership terms.'),
});
export type EmployerPartnershipInput = z.input<typeof employerPartnershipSchema>;
