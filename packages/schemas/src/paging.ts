import { z } from './zod.js';
import { recordIdSchema } from './common.js';

/** Keyset pages shared by the portal's routes (record versions: common.ts's versionSchema). */
export const VERSION_MESSAGE = 'Please send the version of the record you are changing';
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
