/** The outbox's queries live in domains/outbox/repository.ts; this path stays for older imports. */
export * from '../domains/outbox/repository.js';
