import type {
  ApplicationMoveInput,
  JobReviewInput,
  JobSearchInput,
  JobStatus,
} from '@pathways/schemas';
import {
  useContractMutation,
  useContractQuery,
  type BodyOf,
  type Invalidation,
} from '@/lib/contract-query';

/** Every job-board change reloads what the board shows (lists are small and per person). */
const JOB_BOARD_ROUTES: readonly Invalidation[] = [
  'GET /api/employer/profile',
  'GET /api/employer/jobs',
  'GET /api/admin/jobs',
  'GET /api/jobs',
  'GET /api/my/matches',
  'GET /api/my/job-profile',
  'GET /api/my/applications',
  'GET /api/employer/applications',
  'GET /api/employer/candidates',
  'GET /api/clients/:id/applications',
  // A hire adds the placement's incentive deadlines (issue 29 point 4).
  'GET /api/employer/placement-tasks',
];

export const useEmployerProfile = () => useContractQuery('GET /api/employer/profile');
export const useSaveEmployerProfile = () =>
  useContractMutation('PUT /api/employer/profile', {
    input: (body: BodyOf<'PUT /api/employer/profile'>) => ({ body }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useEmployerJobs = () => useContractQuery('GET /api/employer/jobs');
export const useCreateJob = () =>
  useContractMutation('POST /api/employer/jobs', {
    input: (body: BodyOf<'POST /api/employer/jobs'>) => ({ body }),
    invalidates: JOB_BOARD_ROUTES,
  });
export const useMoveJob = () =>
  useContractMutation('POST /api/employer/jobs/:id/status', {
    input: ({ id, to }: { id: number; to: 'submitted' | 'closed' | 'filled' }) => ({
      params: { id },
      body: { to },
    }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useAdminJobs = (status: JobStatus | undefined) =>
  useContractQuery('GET /api/admin/jobs', { query: status ? { status } : {} });
export const useReviewJob = () =>
  useContractMutation('POST /api/admin/jobs/:id/review', {
    input: ({ id, ...body }: JobReviewInput & { id: number }) => ({ params: { id }, body }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useJobSearch = (query: JobSearchInput) => useContractQuery('GET /api/jobs', { query });
export const useApply = () =>
  useContractMutation('POST /api/jobs/:id/applications', {
    input: ({ id, note }: { id: number; note?: string }) => ({ params: { id }, body: { note } }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useMatches = () => useContractQuery('GET /api/my/matches');
export const useJobSeekerProfile = () => useContractQuery('GET /api/my/job-profile');
export const useSaveJobSeekerProfile = () =>
  useContractMutation('PUT /api/my/job-profile', {
    input: (body: BodyOf<'PUT /api/my/job-profile'>) => ({ body }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useMyApplications = () => useContractQuery('GET /api/my/applications');
export const useWithdraw = () =>
  useContractMutation('POST /api/my/applications/:id/withdraw', {
    input: (id: number) => ({ params: { id } }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useInterviewReply = () =>
  useContractMutation('POST /api/my/applications/:id/interview-reply', {
    input: ({
      id,
      ...body
    }: BodyOf<'POST /api/my/applications/:id/interview-reply'> & { id: number }) => ({
      params: { id },
      body,
    }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useEmployerApplications = () => useContractQuery('GET /api/employer/applications');
export const useMoveApplication = () =>
  useContractMutation('POST /api/employer/applications/:id/status', {
    input: ({ id, ...body }: ApplicationMoveInput & { id: number }) => ({ params: { id }, body }),
    invalidates: JOB_BOARD_ROUTES,
  });
export const useAddApplicationNote = () =>
  useContractMutation('POST /api/employer/applications/:id/notes', {
    input: ({ id, body }: { id: number; body: string }) => ({ params: { id }, body: { body } }),
    invalidates: JOB_BOARD_ROUTES,
  });
export const useProposeInterviewTimes = () =>
  useContractMutation('POST /api/employer/applications/:id/interview-times', {
    input: ({ id, times }: { id: number; times: string[] }) => ({
      params: { id },
      body: { times },
    }),
    invalidates: JOB_BOARD_ROUTES,
  });

export const useCandidates = () => useContractQuery('GET /api/employer/candidates');

/** A case worker's client: their applications, and a referral (refused without consent). */
export const useClientApplications = (clientId: number) =>
  useContractQuery('GET /api/clients/:id/applications', { params: { id: clientId } });
export const useReferClient = (clientId: number) =>
  useContractMutation('POST /api/clients/:id/referrals', {
    input: (body: { jobId: number; note?: string }) => ({ params: { id: clientId }, body }),
    // The referral is on the client's timeline (a disclosure) and in their applications section.
    invalidates: [
      ['GET /api/clients/:id', { params: { id: clientId } }],
      ['GET /api/clients/:id/applications', { params: { id: clientId } }],
    ],
  });
