import type { AssessmentInput, WotcPrescreenInput } from '@pathways/schemas';
import { useContractMutation, useContractQuery, type Invalidation } from '@/lib/contract-query';

/** The fair-chance toolkit's reads and writes (issue 29 points 3 and 4). */
const FAIR_CHANCE_ROUTES: readonly Invalidation[] = [
  'GET /api/employer/applications/:id/assessment',
  'GET /api/my/assessments',
  'GET /api/clients/:id/assessments',
  'GET /api/employer/placement-tasks',
  'GET /api/clients/:id/placement-tasks',
  'GET /api/employer/applications',
  'GET /api/my/applications/:id/wotc-prescreen',
  'GET /api/clients/:id/wotc-prescreens',
];

export const useEmployerAssessment = (applicationId: number) =>
  useContractQuery('GET /api/employer/applications/:id/assessment', {
    params: { id: applicationId },
  });
export const useRecordAssessment = () =>
  useContractMutation('POST /api/employer/applications/:id/assessment', {
    input: ({ id, ...body }: AssessmentInput & { id: number }) => ({ params: { id }, body }),
    invalidates: FAIR_CHANCE_ROUTES,
  });

export const useMyAssessments = () => useContractQuery('GET /api/my/assessments');
export const useAnswerAssessment = () =>
  useContractMutation('POST /api/my/assessments/:id/answer', {
    input: ({ id, answer }: { id: number; answer: string }) => ({
      params: { id },
      body: { answer },
    }),
    invalidates: FAIR_CHANCE_ROUTES,
  });

export const useEmployerPlacementTasks = () =>
  useContractQuery('GET /api/employer/placement-tasks');
export const useClientPlacementTasks = (clientId: number) =>
  useContractQuery('GET /api/clients/:id/placement-tasks', { params: { id: clientId } });
export const useMarkTaskDone = () =>
  useContractMutation('POST /api/placement-tasks/:id/done', {
    input: (id: number) => ({ params: { id } }),
    invalidates: FAIR_CHANCE_ROUTES,
  });
export const useClientAssessments = (clientId: number) =>
  useContractQuery('GET /api/clients/:id/assessments', { params: { id: clientId } });

/** The client's WOTC pre-screen of one application at a conditional offer or later. */
export const useMyPrescreen = (applicationId: number) =>
  useContractQuery('GET /api/my/applications/:id/wotc-prescreen', {
    params: { id: applicationId },
  });
export const useSaveMyPrescreen = () =>
  useContractMutation('PUT /api/my/applications/:id/wotc-prescreen', {
    input: ({ id, ...body }: WotcPrescreenInput & { id: number }) => ({ params: { id }, body }),
    invalidates: FAIR_CHANCE_ROUTES,
  });
export const useClientPrescreens = (clientId: number) =>
  useContractQuery('GET /api/clients/:id/wotc-prescreens', { params: { id: clientId } });
