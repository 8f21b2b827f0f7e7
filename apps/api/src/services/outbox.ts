/** The outbox lives in domains/outbox; this path stays for the callers that enqueue mail. */
export * from '../domains/outbox/outbox.js';
export * from '../domains/outbox/delivery-worker.js';
