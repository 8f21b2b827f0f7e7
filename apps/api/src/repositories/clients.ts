/*
 * Moved (issue 25): client queries live in domains/clients/repository.ts, consent reads in
 * repositories/consents.ts and timeline writes in services/timeline.ts. These names stay exported
 * for the routes being moved in parallel (jobs, placements, messages, consents); delete this file
 * once nothing imports it.
 */
export { findClient, toClientSummary } from '../domains/clients/repository.js';
export type { ClientRow } from '../domains/clients/repository.js';
export { consentBadge, listConsents, toConsent } from '../domains/consents/repository.js';
export { recordTimelineEntry as recordClientEvent } from '../services/timeline.js';
