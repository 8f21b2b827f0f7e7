import { z } from 'zod';
import { faqItemSchema } from './shared.schema.js';
import { contactViews } from './contact-views.js';

/**
 * Zod schemas of `./contact.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const contactViewSchema = z.enum(contactViews);
export type ContactView = z.infer<typeof contactViewSchema>;

export const toastTextSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
});
export type ToastText = z.infer<typeof toastTextSchema>;

export const contactSchema = z.object({
  id: z.literal('contact'),
  heading: z.literal('Contact Us'),
  intro: z.string().min(1),
  backLabel: z.literal('Back to Contact'),
  quickLinksHeading: z.string().min(1),
  quickLinks: z
    .array(
      z.object({
        view: contactViewSchema,
        label: z.string().min(1),
        description: z.string().min(1),
      }),
    )
    .length(4),
  contactInfoHeading: z.string().min(1),
  /** Names the column of contact details, hours and links for screen readers. */
  contactDetailsLabel: z.string().min(1),
  hoursHeading: z.string().min(1),
  howWeCanHelp: z.object({
    heading: z.literal('How We Can Help'),
    items: z.array(z.string().min(1)).length(5),
  }),
  socialHeading: z.string().min(1),
  form: z.object({
    heading: z.string().min(1),
    submitLabel: z.string().min(1),
    pendingLabel: z.literal('Sending Message...'),
    labels: z.object({
      name: z.string().min(1),
      email: z.string().min(1),
      phone: z.string().min(1),
      subject: z.string().min(1),
      message: z.string().min(1),
    }),
    optionalLabel: z.string().min(1),
    phoneHint: z.string().min(1),
    consentLabel: z.string().min(1),
    errorSummaryTitle: z.string().min(1),
    referenceLabel: z.string().min(1),
    referenceHint: z.string().min(1),
  }),
  faq: z.object({
    heading: z.string().min(1),
    items: z.array(faqItemSchema).length(12),
    closingPrompt: z.string().min(1),
  }),
  successLinkLabel: z.string().min(1),
});
export type Contact = z.infer<typeof contactSchema>;

const formToastGroupSchema = z.object({
  toast: toastTextSchema,
  successHeading: z.string().min(1),
  successText: z.string().min(1),
  failureTitle: z.string().min(1),
  submittingLabel: z.string().min(1),
});
export const formMessagesSchema = z.object({
  login: z.object({
    successTitle: z.string(),
    successDescription: z.string().includes('{name}'),
    failureTitle: z.string(),
  }),
  registration: z.object({
    successTitle: z.string(),
    successDescription: z.string().includes('{fullName}'),
    failureTitle: z.string(),
  }),
  logout: z.object({ failureTitle: z.string() }),
  contact: z.object({
    successHeading: z.string(),
    successText: z.string(),
    failureTitle: z.string(),
  }),
  clientIntake: formToastGroupSchema,
  employerPartnership: formToastGroupSchema,
  volunteer: formToastGroupSchema,
  employerOnboarding: z.object({ failureTitle: z.string(), toast: toastTextSchema }),
  donation: z.object({
    failureTitle: z.string(),
    toast: toastTextSchema.extend({ description: z.string().includes('{donationType}') }),
  }),
});
