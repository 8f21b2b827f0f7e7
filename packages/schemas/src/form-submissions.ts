import { clientIntakeSchema } from './client-intake.js';
import { submissionReceiptSchema } from './common.js';
import { contactSchema } from './contact.js';
import { defineContract } from './contract/define-contract.js';
import { donationSchema } from './donation.js';
import { employerOnboardingSchema } from './employer-onboarding.js';
import { employerPartnershipSchema } from './employer-partnership.js';
import { volunteerApplicationSchema } from './volunteer-application.js';

const stored = 'Stored, never dropped; answered with a reference the sender can quote.';

/** The public forms (spec §7): each validated with the web form's own schema. */
export const formSubmissionsContract = defineContract({
  'POST /api/contact': {
    access: 'public',
    summary: 'Send a message to the team',
    description: stored,
    tag: 'forms',
    body: contactSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/client-intake': {
    access: 'public',
    summary: 'Apply for services (client intake form)',
    description: stored,
    tag: 'forms',
    body: clientIntakeSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/employer-partnership': {
    access: 'public',
    summary: 'Apply to become a partner employer',
    description: stored,
    tag: 'forms',
    body: employerPartnershipSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/volunteer-application': {
    access: 'public',
    summary: 'Apply to volunteer',
    description: stored,
    tag: 'forms',
    body: volunteerApplicationSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/employer-onboarding': {
    access: 'public',
    summary: 'Tell us about your company (employer onboarding form)',
    description: stored,
    tag: 'forms',
    body: employerOnboardingSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
  'POST /api/donations': {
    access: 'public',
    summary: 'Pledge a gift (no payment is taken)',
    description: `${stored} A pledge: staff contact the donor to arrange the gift.`,
    tag: 'forms',
    body: donationSchema,
    response: { 201: submissionReceiptSchema },
    errors: [400, 429],
  },
});
