import { consentTexts } from '@pathways/content';
import { z } from './zod.js';
import { mustAccept, optionalText, text } from './fields.js';
import { recordIdSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import {
  CONSENT_DEFAULT_DAYS,
  clientParamsSchema,
  consentObtainedBy,
  consentSchema,
  clientOnlyConsentScopes,
  consentScopes,
  employerConsentScopes,
} from './clients.js';
import type { ConsentScope } from './clients.js';
import { employerProfileSchema } from './jobs.js';

/**
 * Consents, disclosures and the employers they name (issue 25). An employer consent names the
 * employer by id, chosen from a list; its texts are versioned documents (@pathways/content
 * `consentTexts`) the client can read; staff say how they obtained it; a scope the client revoked
 * less than a day ago is recorded again only with a reason.
 */

/** The versions a consent may record. */
export const consentTextVersions = consentTexts.map((entry) => entry.version);

/** The version of each text for `scope` (the newest last). */
export function consentTextVersionsFor(scope: ConsentScope): string[] {
  return consentTexts.filter((entry) => entry.scope === scope).map((entry) => entry.version);
}

/** Staff recording again a scope the client revoked less than this long ago must give a reason. */
export const CONSENT_REVOKE_COOLING_HOURS = 24;
const MAX_NOTE = 500;
export const UNKNOWN_TEXT_VERSION = 'Please choose one of the consent texts';
export const EMPLOYER_REQUIRED = 'Please choose the employer the client agreed to share with';
/** The client's own form names the employer from the list too. */
export const MY_EMPLOYER_REQUIRED = 'Please choose an employer from the list';
export const MY_CONSENT_AGREE = 'Please tick the box to agree to the text above';
/** Staff asked to record a scope only the client may give (clientOnlyConsentScopes). */
export const CLIENT_ONLY_SCOPE = 'Only the client can give this consent, in their own portal';

const textVersionSchema = z.string({ error: UNKNOWN_TEXT_VERSION });
const expiresInDaysSchema = z
  .number()
  .int()
  .min(1)
  .max(CONSENT_DEFAULT_DAYS)
  .default(CONSENT_DEFAULT_DAYS);

/** Staff record a consent the client gave: what it covers, on which text, and how they obtained it. */
export const consentInputSchema = z
  .object({
    scope: z.enum(consentScopes, { error: 'Please choose what the consent covers' }),
    employerId: recordIdSchema.optional(),
    textVersion: textVersionSchema,
    expiresInDays: expiresInDaysSchema,
    obtainedBy: z.enum(consentObtainedBy, {
      error: 'Please say how the client gave this consent',
    }),
    obtainedNote: optionalText(MAX_NOTE),
    /** Required when the client revoked this scope less than a day ago. */
    overrideReason: optionalText(MAX_NOTE),
  })
  .superRefine((body, context) => {
    if (clientOnlyConsentScopes.includes(body.scope)) {
      context.addIssue({ code: 'custom', path: ['scope'], message: CLIENT_ONLY_SCOPE });
    }
    if (body.scope === 'employer' && body.employerId === undefined) {
      context.addIssue({ code: 'custom', path: ['employerId'], message: EMPLOYER_REQUIRED });
    }
    if (!consentTextVersionsFor(body.scope).includes(body.textVersion)) {
      context.addIssue({ code: 'custom', path: ['textVersion'], message: UNKNOWN_TEXT_VERSION });
    }
  });
export type ConsentInput = z.input<typeof consentInputSchema>;

/**
 * The client gives, in the portal, a consent naming one employer chosen from the list: to share
 * their details, or (their own scope) the substance-related offence categories they declared.
 */
export const myConsentInputSchema = z
  .object({
    scope: z
      .enum(employerConsentScopes, { error: 'Please choose what the consent covers' })
      .default('employer'),
    employerId: recordIdSchema,
    textVersion: textVersionSchema,
    expiresInDays: expiresInDaysSchema,
  })
  .refine((body) => consentTextVersionsFor(body.scope).includes(body.textVersion), {
    error: UNKNOWN_TEXT_VERSION,
    path: ['textVersion'],
  });
export type MyConsentInput = z.input<typeof myConsentInputSchema>;

export const disclosureInputSchema = z.object({
  employerId: recordIdSchema,
  purpose: text(3, 'Please say why it is shared'),
});
export type DisclosureInput = z.input<typeof disclosureInputSchema>;

/** An employer chosen from a list (its id as the list's value): a choice left empty says so. */
const chosenEmployer = z
  .string()
  .min(1, { error: EMPLOYER_REQUIRED })
  .transform(Number)
  .pipe(z.number().int().positive({ error: EMPLOYER_REQUIRED }));

/** The staff's "record employer-sharing consent" form, checked as the API's consent body. */
export const employerConsentFormSchema = z
  .object({ employerId: chosenEmployer, textVersion: z.string(), obtainedBy: z.string() })
  .transform((form) => ({ ...form, scope: 'employer' }) as ConsentInput)
  .pipe(consentInputSchema);

/** The client's "share my details with an employer" form: an employer from the list, the text read and agreed. */
export const myConsentFormSchema = z
  .object({
    employerId: z
      .string()
      .min(1, { error: MY_EMPLOYER_REQUIRED })
      .transform(Number)
      .pipe(z.number().int().positive({ error: MY_EMPLOYER_REQUIRED })),
    textVersion: z.string(),
    agreed: mustAccept(MY_CONSENT_AGREE),
    scope: z.enum(employerConsentScopes).default('employer'),
  })
  .transform(({ employerId, textVersion, scope }): MyConsentInput => ({
    employerId,
    textVersion,
    scope,
  }))
  .pipe(myConsentInputSchema);

/** The staff's "share details with an employer" form. */
export const disclosureFormSchema = disclosureInputSchema.extend({ employerId: chosenEmployer });

export const disclosureSchema = z.object({
  id: z.number().int(),
  /** The employer's name as it was when shared. */
  recipient: z.string(),
  employerId: z.number().int().nullable(),
  purpose: z.string(),
  consentId: z.number().int(),
  disclosedAt: timestampSchema,
});
export type Disclosure = z.infer<typeof disclosureSchema>;

export const employerOptionSchema = z.object({
  id: z.number().int(),
  /** The company's current name. */
  companyName: z.string(),
  isVerified: z.boolean(),
});
export type EmployerOption = z.infer<typeof employerOptionSchema>;
export const employerOptionsSchema = z.object({ employers: z.array(employerOptionSchema) });

/** Admin › Employers: every company, its verified badge and whether a new name waits for review. */
export const adminEmployersSchema = z.object({ employers: z.array(employerProfileSchema) });
export type AdminEmployers = z.infer<typeof adminEmployersSchema>;

export const consentTextSchema = z.object({
  version: z.string(),
  scope: z.enum(consentScopes),
  title: z.string(),
  body: z.string(),
});
export const consentTextsSchema = z.object({ texts: z.array(consentTextSchema) });
export type ConsentTexts = z.infer<typeof consentTextsSchema>;

const ownership =
  'A case worker reaches only their own caseload (404 for another’s client); admins reach every client.';

export const consentsContract = defineContract({
  'POST /api/clients/:id/consents': {
    access: ['caseWorker'],
    summary:
      'Record a consent the client gave: scope, employer (by id), text version, expiry and how it was obtained',
    description: `${ownership} The client is told by e-mail. Within ${CONSENT_REVOKE_COOLING_HOURS} hours of the client revoking that scope, only with a reason (409 otherwise).`,
    tag: 'consents',
    params: clientParamsSchema,
    body: consentInputSchema,
    response: { 201: consentSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/clients/:id/disclosures': {
    access: ['caseWorker'],
    summary:
      'Share the client’s details with an employer (by id): refused (422) without an active consent naming it',
    description: `${ownership} Each disclosure is recorded with the consent it relied on and the employer’s name at that moment.`,
    tag: 'consents',
    params: clientParamsSchema,
    body: disclosureInputSchema,
    response: { 201: disclosureSchema },
    errors: [400, 401, 403, 404, 422],
  },
  'POST /api/my/consents': {
    access: ['client'],
    summary:
      'Give my consent to share my details (or, scope substanceUse, my substance-related offence categories) with one employer, chosen from the list',
    description:
      'The substance-use scope is given only here, by the client: staff cannot record it. Without it an employer never sees a substance-related offence category, whatever the other consent.',
    tag: 'consents',
    body: myConsentInputSchema,
    response: { 201: consentSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/my/consents/:id/revoke': {
    access: ['client'],
    summary: 'Revoke one of my consents (at once; nothing is shared on it afterwards)',
    tag: 'consents',
    params: clientParamsSchema,
    response: { 200: consentSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/employers/options': {
    access: ['caseWorker', 'client'],
    summary: 'Every employer by id and current name, to name one in a consent or a disclosure',
    tag: 'consents',
    response: { 200: employerOptionsSchema },
    errors: [401, 403],
  },
  'GET /api/consent-texts': {
    access: 'signed-in',
    summary: 'The consent texts, every version, as the client was shown them',
    tag: 'consents',
    response: { 200: consentTextsSchema },
    errors: [401],
  },
  'GET /api/admin/employers': {
    access: ['admin'],
    summary: 'Every company with its verified badge; renamed ones first, waiting for name review',
    tag: 'consents',
    response: { 200: adminEmployersSchema },
    errors: [401, 403],
  },
  'POST /api/admin/employers/:id/name-review': {
    access: ['admin'],
    summary: 'Approve a verified company’s new name: its verified badge comes back',
    tag: 'consents',
    params: clientParamsSchema,
    response: { 200: employerProfileSchema },
    errors: [400, 401, 403, 404],
  },
});
