import { z } from './zod.js';
import { timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';

const count = z.number().int();

export const clientDashboardSchema = z.object({
  welcomeName: z.string(),
  hasResume: z.boolean(),
  currentStatus: z.string().nullable(),
  nextAppointment: z
    .object({
      id: z.number().int(),
      title: z.string(),
      date: timestampSchema,
      notes: z.string().nullable(),
      status: z.string(),
      caseWorkerName: z.string(),
    })
    .nullable(),
  documentsNeeded: z.array(z.string()),
  jobMatches: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      companyName: z.string(),
      location: z.string(),
      salary: z.string().nullable(),
      /** Dollars an hour, for the page to word in its language; null on postings older than pay ranges. */
      payMin: z.number().nullable(),
      payMax: z.number().nullable(),
      postedDate: timestampSchema,
    }),
  ),
  resources: z.array(z.object({ title: z.string(), description: z.string(), href: z.string() })),
  milestones: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      isCompleted: z.boolean(),
      completedDate: timestampSchema.nullable(),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.number().int(),
      jobTitle: z.string(),
      companyName: z.string(),
      status: z.string(),
      appliedDate: timestampSchema,
    }),
  ),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

export const caseWorkerDashboardSchema = z.object({
  stats: z.object({
    activeClients: count,
    appointmentsToday: count,
    placements: count,
    openApplications: count,
  }),
  todaysAppointments: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      date: timestampSchema,
      status: z.string(),
      clientName: z.string(),
    }),
  ),
  recentClients: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      status: z.string(),
      intakeDate: timestampSchema,
    }),
  ),
  statusSplit: z.array(z.object({ status: z.string(), count, percent: z.number() })),
});
export type CaseWorkerDashboard = z.infer<typeof caseWorkerDashboardSchema>;

export const weeklyCountSchema = z.object({ weekStart: timestampSchema, count });
export type WeeklyCount = z.infer<typeof weeklyCountSchema>;

export const adminDashboardSchema = z.object({
  stats: z.object({
    users: count,
    clients: count,
    employers: count,
    openJobs: count,
    newContactSubmissions: count,
    /** Donation pledges not yet arranged (no payment is taken online). */
    openPledges: count,
  }),
  signupsPerWeek: z.array(weeklyCountSchema),
  submissionsPerWeek: z.array(weeklyCountSchema),
  recentUsers: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      fullName: z.string(),
      email: z.string(),
      role: z.string(),
      createdAt: timestampSchema,
      status: z.string(),
    }),
  ),
  recentContactSubmissions: z.array(
    z.object({
      id: z.number().int(),
      reference: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      submittedAt: timestampSchema,
      status: z.string(),
    }),
  ),
  recentStories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      category: z.string(),
      publishDate: timestampSchema,
      status: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const employerDashboardSchema = z.object({
  stats: z.object({
    activePostings: count,
    totalApplications: count,
    newApplications: count,
    interviews: count,
  }),
  postings: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      location: z.string(),
      postedDate: timestampSchema,
      applicationCount: count,
      status: z.string(),
    }),
  ),
  recentApplications: z.array(
    z.object({
      id: z.number().int(),
      jobTitle: z.string(),
      candidateName: z.string(),
      status: z.string(),
      appliedDate: timestampSchema,
    }),
  ),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

const signedIn =
  'Signed-out callers get 401; another role gets 403 (admin may open every dashboard).';

export const dashboardContract = defineContract({
  'GET /api/dashboard/client': {
    access: ['client'],
    summary: "The client's dashboard: next appointment, plan, matches, applications",
    description: signedIn,
    tag: 'dashboard',
    response: { 200: clientDashboardSchema },
    errors: [401, 403],
  },
  'GET /api/dashboard/case-worker': {
    access: ['caseWorker'],
    summary: "The case worker's dashboard: caseload figures and today's appointments",
    description: signedIn,
    tag: 'dashboard',
    response: { 200: caseWorkerDashboardSchema },
    errors: [401, 403],
  },
  'GET /api/dashboard/admin': {
    access: ['admin'],
    summary: "The administrator's dashboard",
    description: signedIn,
    tag: 'dashboard',
    response: { 200: adminDashboardSchema },
    errors: [401, 403],
  },
  'GET /api/dashboard/employer': {
    access: ['employer'],
    summary: "The employer's dashboard: postings and applications to them",
    description: signedIn,
    tag: 'dashboard',
    response: { 200: employerDashboardSchema },
    errors: [401, 403],
  },
});
