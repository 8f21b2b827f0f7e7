import type { ClientStatus } from '@pathways/schemas';
import { useQueryClient } from '@tanstack/react-query';
import {
  contractQueryKey,
  contractQueryOptions,
  type BodyOf,
  useContractInfiniteQuery,
  useContractMutation,
  useContractQuery,
  type Invalidation,
} from '@/lib/contract-query';

/** The employers a consent can name, by id (issue 25 H-2). */
export const useEmployerOptions = () => useContractQuery('GET /api/employers/options', {});

/** GET /api/clients: the caseload, a page at a time. */
interface ClientFilters {
  status?: ClientStatus | undefined;
  q?: string | undefined;
  /** Only clients with messages staff have not read. */
  unread?: 'true' | undefined;
  /** Admins: one case worker's caseload. */
  caseWorkerId?: number | undefined;
}

export const useClients = (filters: ClientFilters) =>
  useContractInfiniteQuery('GET /api/clients', { query: filters });

/** GET /api/clients/:id: the whole record. */
export const useClient = (id: number) =>
  useContractQuery('GET /api/clients/:id', { params: { id } });

/** What a change to a client makes stale: the record (its timeline shows the change) and its placements. */
export const clientRecordRoutes = (id: number): readonly Invalidation[] => [
  contractQueryKey('GET /api/clients/:id', { params: { id } }),
  contractQueryKey('GET /api/clients/:id/placements', { params: { id } }),
];

export const useScheduleAppointment = (id: number) =>
  useContractMutation('POST /api/clients/:id/appointments', {
    input: (body: BodyOf<'POST /api/clients/:id/appointments'>) => ({
      params: { id },
      body,
    }),
    invalidates: clientRecordRoutes(id),
  });

export const useMarkAttendance = (id: number) =>
  useContractMutation('PATCH /api/clients/:id/appointments/:appointmentId', {
    input: ({
      appointmentId,
      attendance,
    }: {
      appointmentId: number;
      attendance: 'attended' | 'noShow' | 'scheduled';
    }) => ({ params: { id, appointmentId }, body: { attendance } }),
    invalidates: clientRecordRoutes(id),
  });

export const useBuildPlan = (id: number) =>
  useContractMutation('POST /api/clients/:id/plan', {
    input: (_none: void) => ({ params: { id } }),
    invalidates: clientRecordRoutes(id),
  });

export const useCompleteMilestone = (id: number) =>
  useContractMutation('PATCH /api/clients/:id/milestones/:milestoneId', {
    input: (milestoneId: number) => ({ params: { id, milestoneId }, body: { completed: true } }),
    invalidates: clientRecordRoutes(id),
  });

export const useAddCaseNote = (id: number) =>
  useContractMutation('POST /api/clients/:id/notes', {
    input: (body: BodyOf<'POST /api/clients/:id/notes'>) => ({ params: { id }, body }),
    invalidates: clientRecordRoutes(id),
  });

export const useRecordConsent = (id: number) =>
  useContractMutation('POST /api/clients/:id/consents', {
    input: (body: BodyOf<'POST /api/clients/:id/consents'>) => ({
      params: { id },
      body,
    }),
    invalidates: clientRecordRoutes(id),
  });

export const useShareWithEmployer = (id: number) =>
  useContractMutation('POST /api/clients/:id/disclosures', {
    input: (body: BodyOf<'POST /api/clients/:id/disclosures'>) => ({ params: { id }, body }),
    invalidates: clientRecordRoutes(id),
  });

export const useRevealClient = (id: number) =>
  useContractMutation('POST /api/clients/:id/sensitive', {
    input: (reason: string | undefined) => ({ params: { id }, body: { reason } }),
  });

export const useRescheduleAppointment = (id: number) =>
  useContractMutation('PATCH /api/clients/:id/appointments/:appointmentId', {
    input: ({ appointmentId, date }: { appointmentId: number; date: string }) => ({
      params: { id, appointmentId },
      body: { date },
    }),
    invalidates: clientRecordRoutes(id),
  });

export const useEditCaseNote = (id: number) =>
  useContractMutation('PATCH /api/clients/:id/notes/:noteId', {
    input: ({ noteId, body }: { noteId: number; body: string }) => ({
      params: { id, noteId },
      body: { body },
    }),
    invalidates: clientRecordRoutes(id),
  });

/** GET /api/appointments: every appointment across the caller's caseload. */
export const useCaseloadAppointments = () => useContractQuery('GET /api/appointments');

/** GET /api/my/caseload-report: the caller's caseload figures. */
export const useCaseloadReport = () => useContractQuery('GET /api/my/caseload-report');

/** PATCH /api/clients/:id: status, goal, phone, housing (and, for admins, the case worker). */
export const useUpdateClient = (id: number) =>
  useContractMutation('PATCH /api/clients/:id', {
    input: (body: BodyOf<'PATCH /api/clients/:id'>) => ({ params: { id }, body }),
    invalidates: [...clientRecordRoutes(id), 'GET /api/clients'],
  });

/** POST /api/clients/:id/invitation: a new one-time link for a client who has no password yet. */
export const useReissueInvitation = (id: number) =>
  useContractMutation('POST /api/clients/:id/invitation', {
    input: (_none: void) => ({ params: { id } }),
    invalidates: clientRecordRoutes(id),
  });

/** Reads a client's record again (a 409 on save: has someone else saved first?). */
export function useReloadClient(id: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      ...contractQueryOptions('GET /api/clients/:id', { params: { id } }),
      staleTime: 0,
    });
}
