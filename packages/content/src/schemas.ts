// The runtime zod schemas of every content module, for tests and server-side validation. Kept out of
// the main entry because zod is ~29 KB gzipped and cannot be tree-shaken out of the web app's pages.
export * from './shared.schema.js';
export * from './figures.schema.js';
export * from './site.schema.js';
export * from './home.schema.js';
export * from './about.schema.js';
export * from './programs.schema.js';
export * from './get-help.schema.js';
export * from './employers.schema.js';
export * from './get-involved.schema.js';
export * from './research.schema.js';
export * from './impact-report.schema.js';
export * from './success-stories.schema.js';
export * from './contact.schema.js';
export * from './career-coach.schema.js';
export * from './auth.schema.js';
export * from './simulator.schema.js';
export * from './dashboard.schema.js';
export * from './portal.schema.js';
export * from './mail.schema.js';
export * from './settings.schema.js';
export * from './case-management.schema.js';
export * from './job-board.schema.js';
export * from './outcomes.schema.js';
