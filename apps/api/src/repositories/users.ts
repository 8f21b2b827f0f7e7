/** The users domain's queries live in domains/users/repository.ts; this path stays for older imports. */
export * from '../domains/users/repository.js';
