// The Spanish twins of the public content modules, one entry of their own so only Spanish pages
// load them (`@pathways/content/es`). Each is typed as a Translation of its English module.
export * from './site.js';
export * from './figures.js';
export * from './about.js';
export * from './programs.js';
export * from './research.js';
export * from './success-stories.js';
export * from './contact.js';
export * from './auth.js';
export * from './forms.js';
export * from './application-forms.js';
export * from './option-labels.js';
export * from './javascript-needed.js';
export * from './validation.js';
export * from './simulator.js';
export * from './impact-report.js';
export * from './get-help.js';
export * from './employers.js';
export * from './get-involved.js';
export * from './career-coach.js';
export * from './home.js';
export * from './portal-frame.js';
export * from './client-portal.js';
export * from './records.js';
export * from './simulator-ui.js';
export * from './simulator-warnings.js';
export * from './debug-page.js';
