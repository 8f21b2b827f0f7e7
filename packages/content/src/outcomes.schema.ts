import { z } from 'zod';

/** Zod schema of `./outcomes.js`: a tree of texts, none of them empty. */
type TextTree = string | { [key: string]: TextTree };
export const outcomesTextSchema: z.ZodType<TextTree> = z.lazy(() =>
  z.union([z.string().min(1), z.record(z.string(), outcomesTextSchema)]),
);
