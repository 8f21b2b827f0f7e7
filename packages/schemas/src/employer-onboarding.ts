import { z } from './zod.js';
import { longText, mustAccept, optionalWebsite, text } from './fields.js';
import { oneOf } from './option.js';
import { industryOptions, onboardingCompanySizeOptions } from './options.js';

export const employerOnboardingSchema = z.object({
  companyName: text(2, 'Company name must be at least 2 characters.'),
  industry: oneOf(industryOptions, 'Please select your industry.'),
  companySize: oneOf(onboardingCompanySizeOptions, 'Please select your company size.'),
  website: optionalWebsite('Please enter a valid URL.'),
  description: longText(10, 'Description must be at least 10 characters.'),
  agreeToTerms: mustAccept('You must agree to our terms and conditions.'),
});
export type EmployerOnboardingInput = z.input<typeof employerOnboardingSchema>;
