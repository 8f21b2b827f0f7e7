import { z } from './zod.js';
import { email, longText, mustAccept, optionalWebsite, text } from './fields.js';
import { oneOf } from './option.js';
import { industryOptions, onboardingCompanySizeOptions } from './options.js';

/**
 * The onboarding form of /hire-from-us. Spec §4's form had no way to reach the employer, yet promises
 * a reply within 2-3 business days: it asks for a contact name and e-mail (issue 12).
 */
export const employerOnboardingSchema = z.object({
  companyName: text(2, 'Company name must be at least 2 characters.'),
  contactName: text(2, 'Your name must be at least 2 characters.'),
  email: email('Please enter a valid email address.'),
  industry: oneOf(industryOptions, 'Please select your industry.'),
  companySize: oneOf(onboardingCompanySizeOptions, 'Please select your company size.'),
  website: optionalWebsite('Please enter a valid URL.'),
  description: longText(10, 'Description must be at least 10 characters.'),
  agreeToTerms: mustAccept('You must agree to our terms and conditions.'),
});
export type EmployerOnboardingInput = z.input<typeof employerOnboardingSchema>;
