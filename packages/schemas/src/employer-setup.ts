import { z } from './zod.js';
import { optionalText, text } from './fields.js';
import { einSchema, waterlooEmployeesSchema } from './employer-fields.js';
import { oneOf } from './option.js';
import { industryOptions } from './options.js';
import { recordIdSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { employerProfileSchema } from './jobs.js';

/**
 * An employer's self-service set-up (issue 29 point 1): a registered employer with no company
 * writes its profile, waits for an admin to verify it, and meanwhile drafts and submits postings,
 * which are published only once the company is verified and the posting approved.
 */

export const employerSetupInputSchema = z.object({
  companyName: text(2, 'Please enter the company name'),
  ein: einSchema,
  address: text(5, 'Please enter the company’s address in full', 200),
  waterlooEmployees: waterlooEmployeesSchema,
  industry: oneOf(industryOptions, 'Please select your industry.'),
  website: optionalText(200),
  description: optionalText(),
});
export type EmployerSetupInput = z.input<typeof employerSetupInputSchema>;

/** The signed-in employer's company, or null before they have set it up. */
export const employerCompanySchema = z.object({ company: employerProfileSchema.nullable() });
export type EmployerCompany = z.infer<typeof employerCompanySchema>;

const idParams = z.object({ id: recordIdSchema });

export const employerSetupContract = defineContract({
  'GET /api/employer/company': {
    access: ['employer'],
    summary: 'The signed-in employer’s company, or null before it is set up',
    tag: 'jobs',
    response: { 200: employerCompanySchema },
    errors: [401, 403],
  },
  'POST /api/employer/company': {
    access: ['employer'],
    summary:
      'Set up the employer’s company (one per account; 409 once there is one); it waits for an admin’s verification',
    tag: 'jobs',
    body: employerSetupInputSchema,
    response: { 201: employerProfileSchema },
    errors: [400, 401, 403, 409],
  },
  'DELETE /api/employer/jobs/:id': {
    access: ['employer'],
    summary: 'Delete a draft or returned posting; any other status is 409',
    description: 'An employer reaches only their own postings (404 for another’s).',
    tag: 'jobs',
    params: idParams,
    response: { 204: z.null() },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/admin/employers/:id/verify': {
    access: ['admin'],
    summary:
      'Verify a company waiting for verification (a new one, or a renamed one): its postings can then be approved',
    tag: 'jobs',
    params: idParams,
    response: { 200: employerProfileSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
