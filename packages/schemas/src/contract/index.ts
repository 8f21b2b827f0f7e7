export * from './define-contract.js';
export * from './error-body.js';
export * from './route-types.js';
export { apiContract } from './api-contract.js';
export type { ApiContract } from './api-contract.js';
