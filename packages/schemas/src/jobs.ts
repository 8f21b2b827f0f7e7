import { z } from './zod.js';
import { longText, MAX_SHORT_TEXT, optionalText, text } from './fields.js';
import { recordIdSchema, timestampSchema, versionSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { einSchema, waterlooEmployeesSchema } from './employer-fields.js';

/**
 * The fair-chance job board (issue 14): employers' postings and their lifecycle, the application
 * pipeline, clients' search and matches, and case workers' referrals. Placements after a hire are the
 * outcomes part of the issue (placements.ts).
 */

/** Draft → Submitted → Published (an admin approves) → Closed or Filled. */
export const jobStatuses = ['draft', 'submitted', 'published', 'closed', 'filled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The spec's default pipeline, plus the client's own withdrawal and the Waterloo rule's conditional
 * offer (issue 29): the step before which an employer may not ask about a record.
 */
export const applicationStatuses = [
  'Pending',
  'Reviewed',
  'Interview',
  'Conditional offer',
  'Offer',
  'Hired',
  'Not selected',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** The statuses an employer moves an application to. */
export const employerMoves = [
  'Reviewed',
  'Interview',
  'Conditional offer',
  'Offer',
  'Hired',
  'Not selected',
] as const;
export type EmployerMove = (typeof employerMoves)[number];

/**
 * The moves the job board allows (issue 14), in one place so the API's 409s and the web's choices
 * agree. A posting: Draft → Submitted → Published (an admin approves; or back to Draft) → Closed or
 * Filled. An application: Pending → Reviewed → Interview → Conditional offer → Offer → Hired, or
 * Not selected from any open step; an employer may skip a step forward (a strong candidate goes straight to interview),
 * but a hire needs an offer first, and nothing moves back or out of a decision.
 */
const jobMoves: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['submitted'],
  submitted: ['published', 'draft'],
  published: ['closed', 'filled'],
  closed: [],
  filled: [],
};

/**
 * True when a posting may go from `from` to `to`.
 * @example
 * canMoveJob('draft', 'submitted') // true
 * canMoveJob('closed', 'published') // false
 */
export function canMoveJob(from: JobStatus, to: JobStatus): boolean {
  return jobMoves[from].includes(to);
}

/** The pipeline's open steps, in order. */
const openSteps: readonly ApplicationStatus[] = [
  'Pending',
  'Reviewed',
  'Interview',
  'Conditional offer',
  'Offer',
];

/** True while the application is still being decided (it can move, be withdrawn, get interview times). */
export function isOpenApplication(status: ApplicationStatus): boolean {
  return openSteps.includes(status);
}

/**
 * True when an employer may move an application from `from` to `to`.
 * @example
 * canMoveApplication('Pending', 'Interview') // true
 * canMoveApplication('Interview', 'Hired') // false: an offer comes first
 * canMoveApplication('Hired', 'Pending') // false
 */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (!isOpenApplication(from)) return false;
  if (to === 'Not selected') return true;
  if (to === 'Hired') return from === 'Offer';
  return openSteps.indexOf(to) > openSteps.indexOf(from);
}

/**
 * The stages at which an employer may see what a candidate consented to share about their record.
 * Waterloo's fair-chance ordinance bars a criminal-history question on an application and, for an
 * employer with 15 or more employees, any inquiry before a conditional offer of employment (upheld
 * on timing in Iowa Ass'n of Business & Industry v. City of Waterloo, Iowa Supreme Court, 2021).
 * Pathways applies it to every employer whatever its size (issue 29 point 2): before a conditional
 * offer no offence category or record detail reaches an employer, whatever the consent.
 */
const recordOpenStages: readonly ApplicationStatus[] = ['Conditional offer', 'Offer', 'Hired'];

/** True once the application has reached a conditional offer (and no decision has closed it since). */
export function isPastConditionalOffer(status: ApplicationStatus | null | undefined): boolean {
  return status !== null && status !== undefined && recordOpenStages.includes(status);
}

/** The moves an employer may make from `status`, in pipeline order (none once decided). */
export function nextApplicationMoves(status: ApplicationStatus): EmployerMove[] {
  return employerMoves.filter((to) => canMoveApplication(status, to));
}

export const jobSchedules = ['fullTime', 'partTime', 'shifts', 'temporary'] as const;
export type JobSchedule = (typeof jobSchedules)[number];

/**
 * Offense categories a posting's duties may genuinely exclude, and a client may declare. Only
 * job-related restrictions are lawful; the labels and that note live in @pathways/content.
 */
export const offenseCategories = [
  'violent',
  'sexOffense',
  'theftOrFraud',
  'drugRelated',
  'drivingRelated',
  'weapons',
] as const;
export type OffenseCategory = (typeof offenseCategories)[number];
/**
 * The categories that tell of substance use (issue 32 D12): an employer sees them only under the
 * client's own substance-use consent naming it, on top of the usual employer consent and stage.
 */
export const substanceOffenseCategories: readonly OffenseCategory[] = ['drugRelated'];

/** The highest hourly pay a posting can state; anything above is a typing slip. */
export const MAX_HOURLY_PAY = 500;
/**
 * Iowa's minimum wage, $7.25 an hour (Iowa Code §91D.1(1)(a), the same as the federal rate under
 * 29 U.S.C. §206). A posting may not offer less. Placements keep `hourlyPay`: a tipped job's cash
 * wage can lawfully be lower (§91D.1(1)(c)).
 */
export const IOWA_MINIMUM_WAGE = 7.25;
const MINIMUM_WAGE_MESSAGE = "Iowa's minimum wage is $7.25 an hour: please offer at least that";
export const MAX_WEEKLY_HOURS = 80;
export const JOBS_PAGE_SIZE = 20;
const MAX_SKILLS = 30;
const MAX_INTERVIEW_TIMES = 5;

const dateOnlySchema = z.iso.date({ error: 'Please enter a date (YYYY-MM-DD)' });
const hourlyPay = (message: string) =>
  z.number({ error: message }).positive({ error: message }).max(MAX_HOURLY_PAY, { error: message });

export const employerProfileSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** Set up by the employer (issue 29): the EIN is optional, the rest asked at set-up. */
  ein: z.string().nullable(),
  address: z.string().nullable(),
  waterlooEmployees: z.number().int().nullable(),
  isVerified: z.boolean(),
  /** The company renamed itself since it was verified: the badge waits for an admin's review. */
  nameReviewPending: z.boolean(),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;

export const employerProfileInputSchema = z.object({
  companyName: text(2, 'Please enter the company name'),
  industry: optionalText(MAX_SHORT_TEXT),
  companySize: optionalText(MAX_SHORT_TEXT),
  website: optionalText(200),
  description: optionalText(),
  /** Absent keeps what the company gave at set-up; the profile form sends them all. */
  ein: einSchema,
  address: optionalText(200),
  waterlooEmployees: waterlooEmployeesSchema.optional(),
});
export type EmployerProfileInput = z.input<typeof employerProfileInputSchema>;

export const jobInputSchema = z
  .object({
    title: text(3, 'Please give the job a title'),
    description: longText(20, 'Please describe the job (at least 20 characters)'),
    location: text(2, 'Please enter where the job is'),
    payMin: hourlyPay('Please enter the lowest hourly pay').min(IOWA_MINIMUM_WAGE, {
      error: MINIMUM_WAGE_MESSAGE,
    }),
    payMax: hourlyPay('Please enter the highest hourly pay').min(IOWA_MINIMUM_WAGE, {
      error: MINIMUM_WAGE_MESSAGE,
    }),
    schedule: z.enum(jobSchedules, { error: 'Please choose a schedule' }),
    requirements: optionalText(),
    fairChanceStatement: longText(10, 'Please write your fair-chance statement'),
    excludedCategories: z
      .array(z.enum(offenseCategories, { error: 'Unknown offense category' }))
      .max(offenseCategories.length)
      .default([]),
  })
  .refine((job) => job.payMax >= job.payMin, {
    error: 'The highest pay cannot be below the lowest',
    path: ['payMax'],
  });
export type JobInput = z.input<typeof jobInputSchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  employerId: z.number().int(),
  companyName: z.string(),
  /** The company is verified: until it is, its postings wait in review however far they got. */
  companyVerified: z.boolean(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  payMin: z.number().nullable(),
  payMax: z.number().nullable(),
  schedule: z.enum(jobSchedules).nullable(),
  requirements: z.string().nullable(),
  fairChanceStatement: z.string().nullable(),
  excludedCategories: z.array(z.enum(offenseCategories)),
  status: z.enum(jobStatuses),
  /** The admin's reason when a submitted posting was returned to draft. */
  reviewNote: z.string().nullable(),
  postedDate: timestampSchema,
  publishedAt: timestampSchema.nullable(),
  version: z.number().int(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobSchema) });

export const jobStatusInputSchema = z.object({
  to: z.enum(['submitted', 'closed', 'filled'], { error: 'Please choose a status' }),
});
export const jobReviewInputSchema = z
  .object({
    decision: z.enum(['approve', 'return'], { error: 'Please approve or return the posting' }),
    note: optionalText(1000),
  })
  .refine((body) => body.decision === 'approve' || body.note !== undefined, {
    error: 'Please say what the employer should change',
    path: ['note'],
  });
export type JobReviewInput = z.input<typeof jobReviewInputSchema>;

export const adminJobsQuerySchema = z.object({
  status: z.enum(jobStatuses, { error: 'Unknown status' }).optional(),
});

export const jobSearchQuerySchema = z.object({
  q: z.string().trim().max(MAX_SHORT_TEXT).optional(),
  location: z.string().trim().max(MAX_SHORT_TEXT).optional(),
  /** Jobs whose top of range reaches at least this hourly pay. */
  minPay: z.coerce
    .number({ error: 'Please enter an hourly amount' })
    .nonnegative({ error: 'Please enter an hourly amount' })
    .max(MAX_HOURLY_PAY, { error: 'Please enter an hourly amount' })
    .optional(),
  schedule: z.enum(jobSchedules, { error: 'Unknown schedule' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;
export type JobSearchInput = z.input<typeof jobSearchQuerySchema>;

export const jobSearchResultSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

export const jobSeekerProfileSchema = z.object({
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  /** The client's own declaration; sealed at rest, never shown to an employer without consent. */
  offenseCategories: z.array(z.enum(offenseCategories)),
});
export type JobSeekerProfile = z.infer<typeof jobSeekerProfileSchema>;

const keywordList = z
  .array(text(1, 'Please enter a word or two', 60))
  .max(MAX_SKILLS, { error: `Please list at most ${MAX_SKILLS}` })
  .default([]);
export const jobSeekerProfileInputSchema = z.object({
  skills: keywordList,
  interests: keywordList,
  offenseCategories: z
    .array(z.enum(offenseCategories, { error: 'Unknown offense category' }))
    .max(offenseCategories.length)
    .default([]),
});
export type JobSeekerProfileInput = z.input<typeof jobSeekerProfileInputSchema>;

/**
 * A comma-separated box of keywords ("forklift, packing") as the list the API takes; a problem with
 * any word is the box's own message, shown under it.
 */
const keywordText = z.string().transform((value, context) => {
  const words = value
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  const checked = keywordList.safeParse(words);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    context.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** The client's job profile form: the API's schema, its keyword lists typed comma separated. */
export const jobSeekerProfileFormSchema = jobSeekerProfileInputSchema.extend({
  skills: keywordText,
  interests: keywordText,
});

export const jobMatchSchema = jobSchema.extend({
  score: z.number(),
  /** The skills and interests the posting mentions. */
  matchedTerms: z.array(z.string()),
});
export const jobMatchesSchema = z.object({
  matches: z.array(jobMatchSchema),
  /** Published jobs left out because their excluded categories meet the client's declaration. */
  notPromoted: z.number().int(),
});
export type JobMatches = z.infer<typeof jobMatchesSchema>;

export const applicationEventSchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** interviewReply: the applicant confirmed one of `times`, or (with no time) asked for another. */
  kind: z.enum(['status', 'note', 'interviewTimes', 'interviewReply']),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  body: z.string().nullable(),
  times: z.array(timestampSchema),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    companyName: z.string(),
    location: z.string(),
    status: z.enum(jobStatuses),
  }),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  status: z.enum(applicationStatuses),
  note: z.string().nullable(),
  appliedAt: timestampSchema,
  version: z.number().int(),
  /** Status moves, interview times and the applicant’s replies, and (for the employer) notes, oldest first. */
  history: z.array(applicationEventSchema),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.object({ applications: z.array(applicationSchema) });

/** A case worker's referral of the client to a posting, as the client's record lists it. */
export const clientReferralSchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string(), companyName: z.string() }),
  referredAt: timestampSchema,
  /** The client's application to that job once they applied; null while the referral stands alone. */
  applicationStatus: z.enum(applicationStatuses).nullable(),
});
export type ClientReferral = z.infer<typeof clientReferralSchema>;

/** A client's record: their applications and their case worker's referrals, newest first. */
export const clientApplicationListSchema = applicationListSchema.extend({
  referrals: z.array(clientReferralSchema),
});

export const applyInputSchema = z.object({ note: optionalText(1000) });
export type ApplyInput = z.input<typeof applyInputSchema>;

export const VERSION_REQUIRED = 'Please send the version of the application you are changing';

export const applicationMoveSchema = z
  .object({
    to: z.enum(employerMoves, { error: 'Please choose a status' }),
    version: versionSchema(VERSION_REQUIRED),
    /**
     * Not selected only: the decision rests on the candidate's record. After a conditional offer it
     * needs an individualized assessment and the candidate's answer window first (issue 29 point 3).
     */
    citesRecord: z.boolean().optional(),
    /** Hired only: the placement's start date, wage and hours (they start the follow-ups). */
    startDate: dateOnlySchema.optional(),
    hourlyWage: hourlyPay('Please enter the hourly wage').optional(),
    hoursPerWeek: z
      .number({ error: 'Please enter the hours per week' })
      .int({ error: 'Please enter whole hours per week' })
      .positive({ error: 'Please enter the hours per week' })
      .max(MAX_WEEKLY_HOURS, { error: 'Please enter the hours per week' })
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.to !== 'Hired') return;
    if (body.startDate === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'Please enter the start date',
      });
    }
    if (body.hourlyWage === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['hourlyWage'],
        message: 'Please enter the hourly wage',
      });
    }
    if (body.hoursPerWeek === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['hoursPerWeek'],
        message: 'Please enter the hours per week',
      });
    }
  });
export type ApplicationMoveInput = z.input<typeof applicationMoveSchema>;

/** A number typed in a box: blank is "not given", anything else is read as a number (NaN is refused). */
const typedNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The employer's "move this application" form: what its boxes hold (text), read as the API's body
 * and then checked by the API's own schema, so its messages land on the same fields. The hiring
 * terms go only with a move to Hired.
 */
export const applicationMoveFormSchema = z
  .object({
    to: z.string(),
    version: z.number(),
    startDate: z.string(),
    hourlyWage: z.string(),
    hoursPerWeek: z.string(),
    /** A checkbox shown with "Not selected" once past a conditional offer. */
    citesRecord: z.boolean().optional(),
  })
  // A status not chosen stays as typed, for the API's schema to name it: a cast, not a check.
  .transform(
    ({ to, version, startDate, hourlyWage, hoursPerWeek, citesRecord }) =>
      ({
        to,
        version,
        ...(to === 'Not selected' && citesRecord === true ? { citesRecord: true } : {}),
        ...(to === 'Hired'
          ? {
              startDate: startDate.trim() === '' ? undefined : startDate,
              hourlyWage: typedNumber(hourlyWage),
              hoursPerWeek: typedNumber(hoursPerWeek),
            }
          : {}),
      }) as ApplicationMoveInput,
  )
  .pipe(applicationMoveSchema);

export const applicationNoteInputSchema = z.object({
  body: longText(1, 'Please write the note'),
});
export const interviewTimesInputSchema = z.object({
  times: z
    .array(z.iso.datetime({ offset: true, error: 'Please choose a date and time' }))
    .min(1, { error: 'Please propose at least one time' })
    .max(MAX_INTERVIEW_TIMES, { error: `Please propose at most ${MAX_INTERVIEW_TIMES} times` }),
});

/** A `datetime-local` value ("2026-12-01T10:00", the browser's own time zone) as an ISO instant. */
function instantOf(local: string): string | null {
  const date = new Date(local);
  return local === '' || Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The employer's "propose an interview time" form: one `datetime-local` box, read as the API's
 * body (a list of instants) and checked by the API's own schema, whose message lands on the box.
 */
export const interviewTimesFormSchema = z
  .object({ times: z.string() })
  .transform(({ times }) => {
    const instant = instantOf(times);
    return { times: instant === null ? [] : [instant] };
  })
  .pipe(interviewTimesInputSchema);

/** The applicant's answer to proposed times: one of them (`time`), or none and a request for another. */
export const interviewReplyInputSchema = z.object({
  time: z.iso
    .datetime({ offset: true, error: 'Please choose one of the proposed times' })
    .optional(),
  note: optionalText(500),
});
export type InterviewReplyInput = z.input<typeof interviewReplyInputSchema>;

export const referralInputSchema = z.object({
  jobId: recordIdSchema,
  note: optionalText(1000),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

export const JOB_REQUIRED = 'Please choose a job';
/** The case worker's referral form: a published job chosen from the list (its id as the value). */
export const referralFormSchema = referralInputSchema.extend({
  jobId: z
    .string()
    .min(1, { error: JOB_REQUIRED })
    .transform(Number)
    .pipe(z.number().int().positive({ error: JOB_REQUIRED })),
});
export const referralSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  clientId: z.number().int(),
  disclosureId: z.number().int(),
  createdAt: timestampSchema,
});
export type Referral = z.infer<typeof referralSchema>;

/** A referred person as the employer sees them: details only under the client's active consent. */
export const candidateSchema = z.object({
  referralId: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  referredAt: timestampSchema,
  consentActive: z.boolean(),
  /**
   * True once the client's application to this posting has reached a conditional offer; until
   * then `details.offenseCategories` is empty whatever the consent (Waterloo's timing rule).
   */
  recordOpen: z.boolean(),
  /** Null when the consent has lapsed or been revoked. */
  details: z
    .object({
      fullName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      employmentGoal: z.string().nullable(),
      skills: z.array(z.string()),
      offenseCategories: z.array(z.enum(offenseCategories)),
    })
    .nullable(),
  note: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

const jobParams = z.object({ id: recordIdSchema });
const employer = ['employer'] as const;
const admin = ['admin'] as const;
const client = ['client'] as const;
const seekers = ['client', 'caseWorker'] as const;
const staff = ['caseWorker'] as const;
const ownJob = 'An employer reaches only their own postings (404 for another’s).';
const ownApplication =
  'An employer reaches only applications to their own postings (404 otherwise).';

export const jobsContract = defineContract({
  'GET /api/employer/profile': {
    access: employer,
    summary: 'The signed-in employer’s company profile',
    tag: 'jobs',
    response: { 200: employerProfileSchema },
    errors: [401, 403, 404],
  },
  'PUT /api/employer/profile': {
    access: employer,
    summary: 'Edit the company profile',
    tag: 'jobs',
    body: employerProfileInputSchema,
    response: { 200: employerProfileSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/employer/jobs': {
    access: employer,
    summary: 'The employer’s own postings in every status',
    tag: 'jobs',
    response: { 200: jobListSchema },
    errors: [401, 403],
  },
  'POST /api/employer/jobs': {
    access: employer,
    summary: 'Write a posting (a draft until submitted)',
    tag: 'jobs',
    body: jobInputSchema,
    response: { 201: jobSchema },
    errors: [400, 401, 403, 404],
  },
  'PUT /api/employer/jobs/:id': {
    access: employer,
    summary:
      'Edit a draft posting (a returned one goes back for review with the edit); any other status is 409',
    description: ownJob,
    tag: 'jobs',
    params: jobParams,
    body: jobInputSchema,
    response: { 200: jobSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/employer/jobs/:id/status': {
    access: employer,
    summary: 'Submit a draft for approval, or close / mark filled a published posting; else 409',
    description: ownJob,
    tag: 'jobs',
    params: jobParams,
    body: jobStatusInputSchema,
    response: { 200: jobSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/admin/jobs': {
    access: admin,
    summary: 'Every posting (filter by status): the admin’s approval queue',
    tag: 'jobs',
    querystring: adminJobsQuerySchema,
    response: { 200: jobListSchema },
    errors: [400, 401, 403],
  },
  'POST /api/admin/jobs/:id/review': {
    access: admin,
    summary:
      'Approve a submitted posting of a verified company (published; the employer is e-mailed; 409 while the company waits for verification) or return it to draft',
    tag: 'jobs',
    params: jobParams,
    body: jobReviewInputSchema,
    response: { 200: jobSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/jobs': {
    access: seekers,
    summary: 'Search published postings: keywords (full text), location, pay, schedule; by page',
    tag: 'jobs',
    querystring: jobSearchQuerySchema,
    response: { 200: jobSearchResultSchema },
    errors: [400, 401, 403],
  },
  'GET /api/jobs/:id': {
    access: seekers,
    summary: 'One published posting',
    tag: 'jobs',
    params: jobParams,
    response: { 200: jobSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/jobs/:id/applications': {
    access: client,
    summary: 'Apply with a short note; a posting that is not open is 409, as is applying twice',
    tag: 'jobs',
    params: jobParams,
    body: applyInputSchema,
    response: { 201: applicationSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/my/job-profile': {
    access: client,
    summary: 'The client’s skills, interests and (sealed) declared offense categories',
    tag: 'jobs',
    response: { 200: jobSeekerProfileSchema },
    errors: [401, 403, 404],
  },
  'PUT /api/my/job-profile': {
    access: client,
    summary: 'Save skills, interests and the declaration the matches use',
    tag: 'jobs',
    body: jobSeekerProfileInputSchema,
    response: { 200: jobSeekerProfileSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/my/matches': {
    access: client,
    summary: 'Published postings ranked by skills and interests and by fair-chance fit',
    tag: 'jobs',
    response: { 200: jobMatchesSchema },
    errors: [401, 403],
  },
  'GET /api/my/applications': {
    access: client,
    summary: 'The client’s own applications with their status history',
    tag: 'jobs',
    response: { 200: applicationListSchema },
    errors: [401, 403],
  },
  'POST /api/my/applications/:id/withdraw': {
    access: client,
    summary: 'Withdraw an open application; a decided one is 409',
    description: 'A client reaches only their own applications (404 otherwise).',
    tag: 'jobs',
    params: jobParams,
    response: { 200: applicationSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/my/applications/:id/interview-reply': {
    access: client,
    summary:
      'Confirm one of the proposed interview times, or ask for another; a time not proposed is 422',
    description: 'A client reaches only their own applications (404 otherwise).',
    tag: 'jobs',
    params: jobParams,
    body: interviewReplyInputSchema,
    response: { 200: applicationSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  'GET /api/employer/applications': {
    access: employer,
    summary: 'Applications to the employer’s own postings, with history, notes and interview times',
    tag: 'jobs',
    response: { 200: applicationListSchema },
    errors: [401, 403],
  },
  'POST /api/employer/applications/:id/status': {
    access: employer,
    summary:
      'Move an application along the pipeline; Hired records the placement. Illegal or stale moves are 409',
    description: ownApplication,
    tag: 'jobs',
    params: jobParams,
    body: applicationMoveSchema,
    response: { 200: applicationSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'POST /api/employer/applications/:id/notes': {
    access: employer,
    summary: 'Add an employer note to an application’s history',
    description: ownApplication,
    tag: 'jobs',
    params: jobParams,
    body: applicationNoteInputSchema,
    response: { 200: applicationSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/employer/applications/:id/interview-times': {
    access: employer,
    summary: 'Propose interview times',
    description: ownApplication,
    tag: 'jobs',
    params: jobParams,
    body: interviewTimesInputSchema,
    response: { 200: applicationSchema },
    errors: [400, 401, 403, 404, 409],
  },
  'GET /api/employer/candidates': {
    access: employer,
    summary: 'People case workers referred to the employer’s postings, as far as each consented',
    tag: 'jobs',
    response: { 200: z.object({ candidates: z.array(candidateSchema) }) },
    errors: [401, 403],
  },
  'GET /api/clients/:id/applications': {
    access: staff,
    summary: 'A client’s applications and referrals (the case worker’s own clients)',
    description: 'A case worker reaches only their own caseload (404 otherwise).',
    tag: 'jobs',
    params: jobParams,
    response: { 200: clientApplicationListSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/referrals': {
    access: staff,
    summary:
      'Refer a client to a published posting; refused (409) without the client’s active consent to share with that employer',
    description: 'A case worker reaches only their own caseload (404 otherwise).',
    tag: 'jobs',
    params: jobParams,
    body: referralInputSchema,
    response: { 201: referralSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
