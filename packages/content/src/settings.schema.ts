import { z } from 'zod';

/** Zod schema of `./settings.js` (Admin › Settings). Kept apart from the data, as every page's is. */

const text = z.string().min(1);

export const settingsSchema = z.object({
  title: text,
  intro: text,
  nav: z.object({ label: text, outbox: text, actionPlan: text }),
  outbox: z.object({
    title: text,
    intro: text,
    deliveryOn: text,
    deliveryOff: text,
    filterLabel: text,
    allStatuses: text,
    statuses: z.object({
      pending: text,
      sending: text,
      sent: text,
      failed: text,
      held: text,
      expired: text,
    }),
    columns: z.object({
      created: text,
      message: text,
      recipient: text,
      status: text,
      tries: text,
    }),
    empty: text,
    loadMore: text,
    loading: text,
    nextTry: z.string().includes('{time}'),
    sentAt: z.string().includes('{time}'),
    lastError: text,
    view: text,
    close: text,
    messageId: text,
    sendAgain: text,
    sendingAgain: text,
    sentAgainTitle: text,
    sendAgainFailed: text,
    textHeading: text,
  }),
});
export type Settings = z.infer<typeof settingsSchema>;
