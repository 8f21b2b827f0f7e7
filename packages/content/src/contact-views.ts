/**
 * The views of the contact page, in the order of its quick links; the page switches on them at
 * runtime. A module of their own, apart from the English texts in contact.ts, so that the Spanish
 * contact page, which needs the list but not those texts, never loads the English (issue 18).
 */
export const contactViews = [
  'default',
  'client-intake',
  'employer-partnership',
  'volunteer-application',
  'faq',
] as const;
