import { z } from 'zod';

/**
 * Zod schemas of `./figures.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const figuresSchema = z.record(z.string(), z.string().min(1));
