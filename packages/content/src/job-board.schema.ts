import { z } from 'zod';

/**
 * Zod schema of `./job-board.js` (the job board's pages): a tree of texts, none of them empty. The
 * module's own type is its literal shape.
 */
type TextTree = string | { [key: string]: TextTree };
export const jobBoardSchema: z.ZodType<TextTree> = z.lazy(() =>
  z.union([z.string().min(1), z.record(z.string(), jobBoardSchema)]),
);
