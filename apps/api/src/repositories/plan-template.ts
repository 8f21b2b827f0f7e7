/*
 * Moved (issue 25) to domains/clients/repository.ts; kept for the placement code being moved in
 * parallel. Delete once nothing imports it.
 */
export { loadPlanTemplate, replacePlanTemplate } from '../domains/clients/repository.js';
