/**
 * Every query of the inbox domain's tables: the submission tables (one a kind, kinds.ts), their
 * notes (submission_notes) and their history (submission_events).
 */
export * from './repository/events.js';
export * from './repository/items.js';
export * from './repository/list.js';
export * from './repository/notes.js';
export * from './repository/submissions.js';
