import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationMoveInput,
  EmployerProfileInput,
  JobInput,
  JobReviewInput,
  JobSearchInput,
  JobSeekerProfileInput,
  JobStatus,
} from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** Every job-board change reloads what the board shows (lists are small and per person). */
function useBoardMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['job-board'] }),
  });
}

export const employerProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['job-board', 'employer-profile'],
    queryFn: ({ signal }) => callApi('GET /api/employer/profile', {}, { signal }),
  });
export const useEmployerProfile = () => useQuery(employerProfileQueryOptions());
export const useSaveEmployerProfile = () =>
  useBoardMutation((body: EmployerProfileInput) => callApi('PUT /api/employer/profile', { body }));

export const useEmployerJobs = () =>
  useQuery({
    queryKey: ['job-board', 'employer-jobs'],
    queryFn: ({ signal }) => callApi('GET /api/employer/jobs', {}, { signal }),
  });
export const useCreateJob = () =>
  useBoardMutation((body: JobInput) => callApi('POST /api/employer/jobs', { body }));
export const useMoveJob = () =>
  useBoardMutation(({ id, to }: { id: number; to: 'submitted' | 'closed' | 'filled' }) =>
    callApi('POST /api/employer/jobs/:id/status', { params: { id }, body: { to } }),
  );

export const useAdminJobs = (status: JobStatus | undefined) =>
  useQuery({
    queryKey: ['job-board', 'admin-jobs', status ?? 'all'],
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/jobs', { query: status ? { status } : {} }, { signal }),
  });
export const useReviewJob = () =>
  useBoardMutation(({ id, ...body }: JobReviewInput & { id: number }) =>
    callApi('POST /api/admin/jobs/:id/review', { params: { id }, body }),
  );

export const useJobSearch = (query: JobSearchInput) =>
  useQuery({
    queryKey: ['job-board', 'search', query],
    queryFn: ({ signal }) => callApi('GET /api/jobs', { query }, { signal }),
  });
export const useApply = () =>
  useBoardMutation(({ id, note }: { id: number; note?: string }) =>
    callApi('POST /api/jobs/:id/applications', { params: { id }, body: { note } }),
  );

export const useMatches = () =>
  useQuery({
    queryKey: ['job-board', 'matches'],
    queryFn: ({ signal }) => callApi('GET /api/my/matches', {}, { signal }),
  });
export const useJobSeekerProfile = () =>
  useQuery({
    queryKey: ['job-board', 'seeker-profile'],
    queryFn: ({ signal }) => callApi('GET /api/my/job-profile', {}, { signal }),
  });
export const useSaveJobSeekerProfile = () =>
  useBoardMutation((body: JobSeekerProfileInput) => callApi('PUT /api/my/job-profile', { body }));

export const useMyApplications = () =>
  useQuery({
    queryKey: ['job-board', 'my-applications'],
    queryFn: ({ signal }) => callApi('GET /api/my/applications', {}, { signal }),
  });
export const useWithdraw = () =>
  useBoardMutation((id: number) =>
    callApi('POST /api/my/applications/:id/withdraw', { params: { id } }),
  );

export const useEmployerApplications = () =>
  useQuery({
    queryKey: ['job-board', 'employer-applications'],
    queryFn: ({ signal }) => callApi('GET /api/employer/applications', {}, { signal }),
  });
export const useMoveApplication = () =>
  useBoardMutation(({ id, ...body }: ApplicationMoveInput & { id: number }) =>
    callApi('POST /api/employer/applications/:id/status', { params: { id }, body }),
  );
export const useAddApplicationNote = () =>
  useBoardMutation(({ id, body }: { id: number; body: string }) =>
    callApi('POST /api/employer/applications/:id/notes', { params: { id }, body: { body } }),
  );
export const useProposeInterviewTimes = () =>
  useBoardMutation(({ id, times }: { id: number; times: string[] }) =>
    callApi('POST /api/employer/applications/:id/interview-times', {
      params: { id },
      body: { times },
    }),
  );

export const useCandidates = () =>
  useQuery({
    queryKey: ['job-board', 'candidates'],
    queryFn: ({ signal }) => callApi('GET /api/employer/candidates', {}, { signal }),
  });

/** A case worker's client: their applications, and a referral (refused without consent). */
export const useClientApplications = (clientId: number) =>
  useQuery({
    queryKey: ['job-board', 'client-applications', clientId],
    queryFn: ({ signal }) =>
      callApi('GET /api/clients/:id/applications', { params: { id: clientId } }, { signal }),
  });
export const useReferClient = (clientId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobId: number; note?: string }) =>
      callApi('POST /api/clients/:id/referrals', { params: { id: clientId }, body }),
    // The referral is on the client's timeline (a disclosure).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', clientId] }),
  });
};
