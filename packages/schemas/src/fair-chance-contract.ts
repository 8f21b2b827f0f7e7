import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import {
  assessmentAnswerInputSchema,
  assessmentInputSchema,
  assessmentListSchema,
  assessmentSchema,
} from './fair-chance/assessment.js';
import { placementTaskListSchema, placementTaskSchema } from './fair-chance/placement-tasks.js';
import {
  clientWotcPrescreenListSchema,
  myWotcPrescreenSchema,
  wotcPrescreenInputSchema,
} from './fair-chance/wotc-prescreen.js';

/** The fair-chance toolkit's routes (issue 29 points 3 and 4). */
const idParams = z.object({ id: recordIdSchema });
const employer = ['employer'] as const;
const client = ['client'] as const;
const staff = ['caseWorker'] as const;
const ownApplication =
  'An employer reaches only applications to their own postings (404 otherwise).';
const caseload = 'A case worker reaches only their own caseload (404 otherwise).';

export const fairChanceContract = defineContract({
  'POST /api/employer/applications/:id/assessment': {
    access: employer,
    summary:
      'Record the individualized assessment (Green factors) behind a decision not to hire that cites the record; notifies the client and their case worker',
    description: `${ownApplication} Only after a conditional offer, once per application (409 otherwise).`,
    tag: 'fair-chance',
    params: idParams,
    body: assessmentInputSchema,
    response: { 201: assessmentSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/employer/applications/:id/assessment': {
    access: employer,
    summary: 'The assessment of an application and the candidate’s answer (every read is logged)',
    description: `${ownApplication} Null when there is none yet.`,
    tag: 'fair-chance',
    params: idParams,
    response: { 200: z.object({ assessment: assessmentSchema.nullable() }) },
    errors: [401, 403, 404],
  },
  'GET /api/my/assessments': {
    access: client,
    summary: 'The assessments employers made of the client’s applications, with the reasons',
    tag: 'fair-chance',
    response: { 200: assessmentListSchema },
    errors: [401, 403],
  },
  'POST /api/my/assessments/:id/answer': {
    access: client,
    summary: 'Answer an assessment within its window; a second answer or a late one is 409',
    description: 'A client reaches only their own assessments (404 otherwise).',
    tag: 'fair-chance',
    params: idParams,
    body: assessmentAnswerInputSchema,
    response: { 200: assessmentSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/clients/:id/assessments': {
    access: staff,
    summary: 'The assessments of a client’s applications and their answers',
    description: caseload,
    tag: 'fair-chance',
    params: idParams,
    response: { 200: assessmentListSchema },
    errors: [401, 403, 404],
  },
  'GET /api/employer/placement-tasks': {
    access: employer,
    summary: 'The incentive tasks (WOTC Form 8850, Federal Bonding) of the employer’s placements',
    tag: 'fair-chance',
    response: { 200: placementTaskListSchema },
    errors: [401, 403],
  },
  'GET /api/clients/:id/placement-tasks': {
    access: staff,
    summary: 'The incentive tasks of a client’s placements',
    description: caseload,
    tag: 'fair-chance',
    params: idParams,
    response: { 200: placementTaskListSchema },
    errors: [401, 403, 404],
  },
  'POST /api/placement-tasks/:id/done': {
    access: ['employer', 'caseWorker'],
    summary: 'Mark an incentive task done',
    description:
      'The placement’s employer, or the client’s case worker (404 otherwise); marking it again keeps the first time.',
    tag: 'fair-chance',
    params: idParams,
    response: { 200: placementTaskSchema },
    errors: [401, 403, 404],
  },
  'GET /api/my/applications/:id/wotc-prescreen': {
    access: client,
    summary:
      'The client’s own WOTC pre-screen answers for an application at a conditional offer or later',
    description:
      'A client reaches only their own applications (404 otherwise); before a conditional offer, 409.',
    tag: 'fair-chance',
    params: idParams,
    response: { 200: myWotcPrescreenSchema },
    errors: [401, 403, 404, 409],
  },
  'PUT /api/my/applications/:id/wotc-prescreen': {
    access: client,
    summary:
      'Answer (or decline) the WOTC ex-felon pre-screen; the answers are sealed, and only the derived result reaches the employer, with consent',
    description:
      'A client reaches only their own applications (404 otherwise). 409 before a conditional offer, or once the WOTC task is done. Sending again replaces the answer.',
    tag: 'fair-chance',
    params: idParams,
    body: wotcPrescreenInputSchema,
    response: { 200: myWotcPrescreenSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/clients/:id/wotc-prescreens': {
    access: staff,
    summary: 'A client’s WOTC pre-screen answers (every read is logged)',
    description: caseload,
    tag: 'fair-chance',
    params: idParams,
    response: { 200: clientWotcPrescreenListSchema },
    errors: [401, 403, 404],
  },
});
