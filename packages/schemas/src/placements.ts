import { programs } from '@pathways/content';
import { z } from './zod.js';
import { optionalText } from './fields.js';
import { recordIdSchema, timestampSchema, versionSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';
import { VERSION_MESSAGE } from './clients.js';

/**
 * Placements and their follow-ups (issue 14): a hire has a start date, wage and hours, and the
 * 24-month support model checks on it 30, 90, 180, 365 and 730 days after the start. At each check
 * the case worker records whether the client is still employed, with the same employer, the wage,
 * and notes.
 */
export const FOLLOW_UP_DAYS = [30, 90, 180, 365, 730] as const;
export type FollowUpDay = (typeof FOLLOW_UP_DAYS)[number];

/**
 * A follow-up can be recorded from this many days before it is due; until then it is "upcoming".
 * The case worker's list shows follow-ups from then on ("due"), and after the date ("overdue").
 */
export const FOLLOW_UP_WINDOW_DAYS = 14;
export const followUpStates = ['upcoming', 'due', 'overdue', 'recorded'] as const;
export type FollowUpState = (typeof followUpStates)[number];

/** The most an hourly wage can be (a typing slip such as 1850 for 18.50 is refused). */
export const MAX_HOURLY_WAGE = 500;

const staffRefSchema = z.object({ id: z.number().int(), fullName: z.string() });
const dateOnly = z.iso.date();

export const followUpSchema = z.object({
  id: z.number().int(),
  day: z.number().int(),
  dueOn: dateOnly,
  state: z.enum(followUpStates),
  recordedAt: timestampSchema.nullable(),
  recordedBy: staffRefSchema.nullable(),
  stillEmployed: z.boolean().nullable(),
  sameEmployer: z.boolean().nullable(),
  hourlyWage: z.number().nullable(),
  notes: z.string().nullable(),
  /** The version read; recording over a newer one is refused with 409. */
  version: z.number().int(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const placementSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  jobTitle: z.string(),
  employerName: z.string(),
  startDate: dateOnly,
  hourlyWage: z.number(),
  hoursPerWeek: z.number().int(),
  createdAt: timestampSchema,
  followUps: z.array(followUpSchema),
});
export type Placement = z.infer<typeof placementSchema>;

/** The training programs a client can be enrolled in (Programs › Training Programs). */
export const trainingProgramTitles = programs.trainingPrograms.map((program) => program.title);
export const PROGRAM_MESSAGE = 'Please choose a training program';

export const programEnrollmentSchema = z.object({
  id: z.number().int(),
  program: z.string(),
  enrolledOn: dateOnly,
});
export type ProgramEnrollment = z.infer<typeof programEnrollmentSchema>;

export const programEnrollmentInputSchema = z.object({
  program: z
    .string({ error: PROGRAM_MESSAGE })
    .refine((value) => trainingProgramTitles.includes(value), { error: PROGRAM_MESSAGE }),
  enrolledOn: z.iso.date({ error: 'Please enter a date (YYYY-MM-DD)' }),
});
export type ProgramEnrollmentInput = z.input<typeof programEnrollmentInputSchema>;

export const clientPlacementsSchema = z.object({
  placements: z.array(placementSchema),
  /** The client's training programs, newest first: a placement counts under the one current at its start. */
  programs: z.array(programEnrollmentSchema),
});
export type ClientPlacements = z.infer<typeof clientPlacementsSchema>;

/** A follow-up on the case worker's list: whose, and which job. */
export const dueFollowUpSchema = followUpSchema.extend({
  placementId: z.number().int(),
  client: z.object({ id: z.number().int(), fullName: z.string() }),
  jobTitle: z.string(),
  employerName: z.string(),
});
export type DueFollowUp = z.infer<typeof dueFollowUpSchema>;

export const dueFollowUpsSchema = z.object({
  /** The day the states were computed for (the server's today). */
  asOf: dateOnly,
  followUps: z.array(dueFollowUpSchema),
});
export type DueFollowUps = z.infer<typeof dueFollowUpsSchema>;

export const FOLLOW_UP_MESSAGES = {
  stillEmployed: 'Please say whether the client is still employed',
  sameEmployer: 'Please say whether it is the same employer',
  hourlyWage: `Please enter the hourly wage in dollars (up to ${MAX_HOURLY_WAGE})`,
} as const;

const hourlyWageSchema = z
  .number({ error: FOLLOW_UP_MESSAGES.hourlyWage })
  .min(0, { error: FOLLOW_UP_MESSAGES.hourlyWage })
  .max(MAX_HOURLY_WAGE, { error: FOLLOW_UP_MESSAGES.hourlyWage });

/** Recording a follow-up: while employed, the employer and wage are required too. */
export const recordFollowUpSchema = z
  .object({
    version: versionSchema(VERSION_MESSAGE),
    stillEmployed: z.boolean({ error: FOLLOW_UP_MESSAGES.stillEmployed }),
    sameEmployer: z.boolean({ error: FOLLOW_UP_MESSAGES.sameEmployer }).nullish(),
    hourlyWage: hourlyWageSchema.nullish(),
    notes: optionalText(2000),
  })
  .superRefine((body, context) => {
    if (!body.stillEmployed) return;
    if (body.sameEmployer === undefined || body.sameEmployer === null) {
      context.addIssue({
        code: 'custom',
        path: ['sameEmployer'],
        message: FOLLOW_UP_MESSAGES.sameEmployer,
      });
    }
    if (body.hourlyWage === undefined || body.hourlyWage === null) {
      context.addIssue({
        code: 'custom',
        path: ['hourlyWage'],
        message: FOLLOW_UP_MESSAGES.hourlyWage,
      });
    }
  });
export type RecordFollowUpInput = z.input<typeof recordFollowUpSchema>;

/** A yes/no question's radios: "yes", "no", or "" while unanswered. */
const answerOf = (value: string) => (value === 'yes' ? true : value === 'no' ? false : undefined);

/**
 * The follow-up form: what its radios and boxes hold, read as the API's body (the employer and wage
 * only while still employed) and checked by the API's own schema, so its messages land on the
 * same fields.
 */
export const recordFollowUpFormSchema = z
  .object({
    version: z.number(),
    stillEmployed: z.string(),
    sameEmployer: z.string(),
    hourlyWage: z.string(),
    notes: z.string(),
  })
  // Unanswered questions stay undefined, for the API's schema to name them: a cast, not a check.
  .transform(
    ({ version, stillEmployed, sameEmployer, hourlyWage, notes }) =>
      ({
        version,
        stillEmployed: answerOf(stillEmployed),
        ...(stillEmployed === 'yes'
          ? {
              sameEmployer: answerOf(sameEmployer),
              hourlyWage: hourlyWage.trim() === '' ? undefined : Number(hourlyWage),
            }
          : {}),
        notes,
      }) as RecordFollowUpInput,
  )
  .pipe(recordFollowUpSchema);

export const followUpParamsSchema = z.object({ id: recordIdSchema });

const staff = ['caseWorker'] as const;
const ownership =
  'A case worker reaches only their own caseload (404 for another’s client); admins reach every client.';

export const placementsContract = defineContract({
  'GET /api/clients/:id/placements': {
    access: staff,
    summary: 'A client’s placements, each with its five follow-ups',
    description: ownership,
    tag: 'placements',
    params: z.object({ id: recordIdSchema }),
    response: { 200: clientPlacementsSchema },
    errors: [400, 401, 403, 404],
  },
  'POST /api/clients/:id/program-enrollments': {
    access: staff,
    summary:
      'Record that a client enrolled in a training program (outcomes are broken down by program)',
    description: ownership,
    tag: 'placements',
    params: z.object({ id: recordIdSchema }),
    body: programEnrollmentInputSchema,
    response: { 201: programEnrollmentSchema },
    errors: [400, 401, 403, 404],
  },
  'GET /api/follow-ups': {
    access: staff,
    summary:
      'Due and overdue follow-ups across the caller’s caseload (every caseload for an admin)',
    tag: 'placements',
    response: { 200: dueFollowUpsSchema },
    errors: [401, 403],
  },
  'PATCH /api/follow-ups/:id': {
    access: staff,
    summary:
      'Record a follow-up: still employed, same employer, wage, notes; a stale version is refused with 409',
    description: `${ownership} A follow-up not yet due is refused with 409.`,
    tag: 'placements',
    params: followUpParamsSchema,
    body: recordFollowUpSchema,
    response: { 200: followUpSchema },
    errors: [400, 401, 403, 404, 409],
  },
});
