<<<<<<< HEAD
export {};
=======
export * from './shared.js';
export * from './figures.js';
export * from './site.js';
export * from './home.js';
export * from './about.js';
export * from './programs.js';
export * from './get-help.js';
export * from './employers.js';
export * from './get-involved.js';
export * from './research.js';
export * from './impact-report.js';
export * from './success-stories.js';
export * from './contact.js';
export * from './career-coach.js';
export * from './auth.js';
export * from './simulator.js';
export * from './dashboard.js';
>>>>>>> content
