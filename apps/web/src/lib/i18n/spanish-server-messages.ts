// The Spanish twins of the API's messages, a chunk of their own (lib/i18n/spanish.ts loads it).
export { translateFieldError, translateServerMessage } from '@pathways/content/es';
