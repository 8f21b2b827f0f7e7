import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AppointmentInput,
  CaseNoteInput,
  ClientStatus,
  ConsentInput,
  DisclosureInput,
} from '@pathways/schemas';
import { callApi } from '@/lib/api-client';

/** GET /api/employers/options: every employer by id and current name, for consents and disclosures. */
export function useEmployerOptions() {
  return useQuery({
    queryKey: ['employer-options'],
    queryFn: ({ signal }) => callApi('GET /api/employers/options', {}, { signal }),
  });
}

/** GET /api/clients: the caseload, a page at a time. */
interface ClientFilters {
  status?: ClientStatus | undefined;
  q?: string | undefined;
  /** Only clients with messages staff have not read. */
  unread?: 'true' | undefined;
}

export const clientsQueryOptions = (filters: ClientFilters) =>
  infiniteQueryOptions({
    queryKey: ['clients', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/clients', { query: { ...filters, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

export function useClients(filters: ClientFilters) {
  return useInfiniteQuery(clientsQueryOptions(filters));
}

/** GET /api/clients/:id: the whole record. */
export const clientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['clients', id],
    queryFn: ({ signal }) => callApi('GET /api/clients/:id', { params: { id } }, { signal }),
  });

export function useClient(id: number) {
  return useQuery(clientQueryOptions(id));
}

/** Every change to a client reloads the record (its timeline shows the change). */
function useClientMutation<T, R>(id: number, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients', id] }),
  });
}

export const useScheduleAppointment = (id: number) =>
  useClientMutation(id, (body: AppointmentInput) =>
    callApi('POST /api/clients/:id/appointments', { params: { id }, body }),
  );

export const useMarkAttendance = (id: number) =>
  useClientMutation(
    id,
    ({ appointmentId, attendance }: { appointmentId: number; attendance: 'attended' | 'noShow' }) =>
      callApi('PATCH /api/clients/:id/appointments/:appointmentId', {
        params: { id, appointmentId },
        body: { attendance },
      }),
  );

export const useBuildPlan = (id: number) =>
  useClientMutation(id, () => callApi('POST /api/clients/:id/plan', { params: { id } }));

export const useCompleteMilestone = (id: number) =>
  useClientMutation(id, (milestoneId: number) =>
    callApi('PATCH /api/clients/:id/milestones/:milestoneId', {
      params: { id, milestoneId },
      body: { completed: true },
    }),
  );

export const useAddCaseNote = (id: number) =>
  useClientMutation(id, (body: CaseNoteInput) =>
    callApi('POST /api/clients/:id/notes', { params: { id }, body }),
  );

export const useRecordConsent = (id: number) =>
  useClientMutation(id, (body: ConsentInput) =>
    callApi('POST /api/clients/:id/consents', { params: { id }, body }),
  );

export const useShareWithEmployer = (id: number) =>
  useClientMutation(id, (body: DisclosureInput) =>
    callApi('POST /api/clients/:id/disclosures', { params: { id }, body }),
  );

export const useRevealClient = (id: number) =>
  useMutation({
    mutationFn: (reason: string | undefined) =>
      callApi('POST /api/clients/:id/sensitive', { params: { id }, body: { reason } }),
  });

export const useRescheduleAppointment = (id: number) =>
  useClientMutation(id, ({ appointmentId, date }: { appointmentId: number; date: string }) =>
    callApi('PATCH /api/clients/:id/appointments/:appointmentId', {
      params: { id, appointmentId },
      body: { date },
    }),
  );

export const useEditCaseNote = (id: number) =>
  useClientMutation(id, ({ noteId, body }: { noteId: number; body: string }) =>
    callApi('PATCH /api/clients/:id/notes/:noteId', { params: { id, noteId }, body: { body } }),
  );

/** GET /api/appointments: every appointment across the caller's caseload. */
export function useCaseloadAppointments() {
  return useQuery({
    queryKey: ['caseload-appointments'],
    queryFn: ({ signal }) => callApi('GET /api/appointments', {}, { signal }),
  });
}

/** GET /api/my/caseload-report: the caller's caseload figures. */
export function useCaseloadReport() {
  return useQuery({
    queryKey: ['caseload-report'],
    queryFn: ({ signal }) => callApi('GET /api/my/caseload-report', {}, { signal }),
  });
}
