import { z } from 'zod';
import { chatTopicIds } from './career-coach.js';

/**
 * Zod schemas of `./career-coach.js`. They live apart from the data because `z.object(...)` calls are side
 * effects to a bundler: kept out of the data module, the web app ships neither zod nor other pages' text.
 */

export const chatTopicIdSchema = z.enum(chatTopicIds);
export type ChatTopicId = z.infer<typeof chatTopicIdSchema>;

export const chatTopicSchema = z.object({
  id: chatTopicIdSchema,
  /** Lower-case words or short phrases; matched as whole words, plural "s" allowed. */
  keywords: z.array(z.string().regex(/^[a-z0-9][a-z0-9 -]*$/)),
  reply: z.string().min(1),
});
export type ChatTopic = z.infer<typeof chatTopicSchema>;

export const quickQuestionSchema = z.object({
  label: z.string().min(1),
  message: z.string().min(1),
});
export type QuickQuestion = z.infer<typeof quickQuestionSchema>;

export const careerCoachSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  welcomeMessage: z.string().min(1),
  placeholder: z.literal('Type your message...'),
  sendLabel: z.string().min(1),
  typingLabel: z.string().min(1),
  userLabel: z.string().min(1),
  messageLabel: z.string().min(1),
  logLabel: z.string().min(1),
  topics: z
    .array(chatTopicSchema)
    .length(chatTopicIds.length)
    .refine((list) => list.every((topic, index) => topic.id === chatTopicIds[index]), {
      message: 'Topics follow spec order',
    })
    .refine(
      (list) => list.every((topic) => (topic.id === 'default') === (topic.keywords.length === 0)),
      {
        message: 'Only the default topic has no keywords',
      },
    ),
  quickQuestionsHeading: z.string().min(1),
  quickQuestions: z.array(quickQuestionSchema).length(6),
  quickReplies: z.array(quickQuestionSchema).length(3),
  widget: z.object({
    title: z.string().min(1),
    openLabel: z.literal('COACH'),
    closeLabel: z.string().min(1),
    resetLabel: z.string().min(1),
    centerLabel: z.string().min(1),
    resizeLabel: z.string().min(1),
    quickRepliesLabel: z.string().min(1),
  }),
  contactPrompt: z.object({
    text: z.string().min(1),
    label: z.string().min(1),
    href: z.literal('/contact'),
  }),
});
export type CareerCoach = z.infer<typeof careerCoachSchema>;
