import { z } from 'zod';

/**
 * Zod schema of `./case-management.js` (the inbox, clients, users and access-log pages): a tree of
 * texts, none of them empty. The module's own type is its literal shape.
 */
type TextTree = string | { [key: string]: TextTree };
export const caseManagementSchema: z.ZodType<TextTree> = z.lazy(() =>
  z.union([z.string().min(1), z.record(z.string(), caseManagementSchema)]),
);
