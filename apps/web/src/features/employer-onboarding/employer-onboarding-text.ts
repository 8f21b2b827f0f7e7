import type { ApplicationForms, Employers, FormMessages, Translation } from '@pathways/content';

/** The onboarding form's words in the page's language; the Hire From Us route passes them in. */
export interface EmployerOnboardingText {
  fields: Translation<ApplicationForms['employerOnboarding']>;
  messages: Translation<FormMessages['employerOnboarding']>;
  onboarding: Translation<Employers['onboarding']>;
}
