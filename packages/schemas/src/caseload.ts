import { z } from './zod.js';
import { appointmentSchema } from './clients.js';
import { defineContract } from './contract/define-contract.js';
import { ratioSchema } from './outcomes.js';

/**
 * The case worker's own pages (issue 13): Case Worker › Appointments, every appointment across the
 * caseload, and Case Worker › Reports, the caseload's own figures. Admins see every caseload.
 */

/** Each side of the appointments list shows at most this many (soonest upcoming, latest past). */
export const CASELOAD_APPOINTMENTS_LIMIT = 100;

export const caseloadAppointmentSchema = appointmentSchema.extend({
  client: z.object({ id: z.number().int(), fullName: z.string() }),
});
export type CaseloadAppointment = z.infer<typeof caseloadAppointmentSchema>;

export const caseloadAppointmentsSchema = z.object({
  /** From the start of the server's day on, soonest first. */
  upcoming: z.array(caseloadAppointmentSchema),
  /** Before today, latest first. */
  past: z.array(caseloadAppointmentSchema),
});
export type CaseloadAppointments = z.infer<typeof caseloadAppointmentsSchema>;

export const caseloadReportSchema = z.object({
  /** The server's day (YYYY-MM-DD) the figures are as of. */
  asOf: z.string(),
  clients: z.number().int().nonnegative(),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int().nonnegative() })),
  followUps: z.object({
    due: z.number().int().nonnegative(),
    overdue: z.number().int().nonnegative(),
  }),
  placements: z.number().int().nonnegative(),
  /** Employed at the 90-day follow-up, over the placements at least 90 days old. */
  retention90: ratioSchema,
});
export type CaseloadReport = z.infer<typeof caseloadReportSchema>;

const staff = ['caseWorker'] as const;

export const caseloadContract = defineContract({
  'GET /api/appointments': {
    access: staff,
    summary:
      'Every appointment across the caller’s caseload (admins: every caseload), upcoming first',
    description: `Bounded: at most ${CASELOAD_APPOINTMENTS_LIMIT} upcoming and ${CASELOAD_APPOINTMENTS_LIMIT} past.`,
    tag: 'clients',
    response: { 200: caseloadAppointmentsSchema },
    errors: [401, 403],
  },
  'GET /api/my/caseload-report': {
    access: staff,
    summary:
      'The caller’s caseload figures: clients by status, follow-ups due and overdue, placements, 90-day retention',
    tag: 'clients',
    response: { 200: caseloadReportSchema },
    errors: [401, 403],
  },
});
