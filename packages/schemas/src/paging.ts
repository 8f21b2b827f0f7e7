import { z } from './zod.js';
import { MAX_DATABASE_ID, recordIdSchema } from './common.js';

/** Record versions (optimistic locking) and keyset pages, shared by the portal's routes. */
export const VERSION_MESSAGE = 'Please send the version of the record you are changing';
export const UNKNOWN_VERSION_MESSAGE = 'No record has that version; reload it and try again';

/** The version a change was made over: a whole number a database integer can hold. */
export const versionSchema = z
  .number({ error: VERSION_MESSAGE })
  .int({ error: VERSION_MESSAGE })
  .positive({ error: VERSION_MESSAGE })
  .max(MAX_DATABASE_ID, { error: UNKNOWN_VERSION_MESSAGE });

/** Most entries one page of notes or history holds. */
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/** Keyset pagination, newest first: `limit` entries older than the entry id `before`. */
export const pageQuerySchema = z.object({
  before: recordIdSchema.optional(),
  limit: z.coerce
    .number({ error: `Please ask for 1 to ${MAX_PAGE_LIMIT} entries` })
    .int({ error: `Please ask for 1 to ${MAX_PAGE_LIMIT} entries` })
    .min(1, { error: `Please ask for 1 to ${MAX_PAGE_LIMIT} entries` })
    .max(MAX_PAGE_LIMIT, { error: `Please ask for 1 to ${MAX_PAGE_LIMIT} entries` })
    .default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
