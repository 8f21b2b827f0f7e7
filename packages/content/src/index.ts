export * from './shared.js';
export * from './figures.js';
export * from './site.js';
export * from './home.js';
export * from './about.js';
export * from './programs.js';
export * from './get-help.js';
