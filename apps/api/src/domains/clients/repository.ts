/**
 * Every query of the clients domain's tables: client_profiles, case_notes, milestones,
 * plan_template_steps, appointments and reschedule_requests (the timeline is written only by
 * services/timeline.ts). One file a table group, gathered here, so a use case imports one module.
 */
export * from './repository/appointments.js';
export * from './repository/caseload.js';
export * from './repository/mappers.js';
export * from './repository/notes.js';
export * from './repository/plan.js';
export * from './repository/profiles.js';
export * from './repository/appointment-reminders.js';
export * from './repository/caseload-moves.js';
