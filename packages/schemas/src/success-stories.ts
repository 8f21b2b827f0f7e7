import { z } from './zod.js';
import { idParamsSchema, timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';

export const successStorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  clientName: z.string(),
  content: z.string(),
  extendedContent: z.string().nullable(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  isPublished: z.boolean(),
  publishDate: timestampSchema,
});
export type SuccessStoryRecord = z.infer<typeof successStorySchema>;

export const successStoriesContract = defineContract({
  'GET /api/success-stories': {
    access: 'public',
    summary: 'Published success stories, newest first',
    tag: 'success-stories',
    response: { 200: z.array(successStorySchema) },
  },
  'GET /api/success-stories/:id': {
    access: 'public',
    summary: 'One published success story',
    tag: 'success-stories',
    params: idParamsSchema,
    response: { 200: successStorySchema },
    errors: [404],
  },
});
