import { z } from './zod.js';
import { appointmentParamsSchema, clientParamsSchema } from './clients.js';
import { timestampSchema } from './common.js';
import { defineContract } from './contract/define-contract.js';

/**
 * Calendars (issue 31.4): a private iCalendar feed per case worker and per client, behind a long
 * random token that is shown once, and an .ics file of each appointment. A feed shows time, place
 * and first names only, never an appointment's notes or title.
 */

export const calendarLanguages = ['en', 'es'] as const;

export const calendarFeedStateSchema = z.object({
  /** The live feed, if any: only when it was made (its address was shown once, then forgotten). */
  feed: z.object({ createdAt: timestampSchema }).nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

export const createCalendarFeedSchema = z.object({
  /** The language of the page it is made on: the events' words. */
  language: z.enum(calendarLanguages, { error: 'Unknown language' }).default('en'),
});
export type CreateCalendarFeedInput = z.input<typeof createCalendarFeedSchema>;

export const createdCalendarFeedSchema = z.object({
  /** The feed's private address, shown this once: only a hash of its token is kept. */
  url: z.string(),
  createdAt: timestampSchema,
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const revokedCalendarFeedSchema = z.object({ revoked: z.boolean() });

/** The token in a feed's address (43 characters of base64url: 256 random bits). */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(200) });

const ics = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.string() } },
});
const feedOwners = ['client', 'caseWorker'] as const;

export const calendarContract = defineContract({
  'GET /api/my/calendar-feed': {
    access: feedOwners,
    summary: 'Whether I have a live calendar feed, and since when',
    tag: 'calendar',
    response: { 200: calendarFeedStateSchema },
    errors: [401, 403],
  },
  'POST /api/my/calendar-feed': {
    access: feedOwners,
    summary:
      'Make my private calendar feed: its address is shown once; any earlier one stops working',
    tag: 'calendar',
    body: createCalendarFeedSchema,
    response: { 201: createdCalendarFeedSchema },
    errors: [400, 401, 403],
  },
  'POST /api/my/calendar-feed/revoke': {
    access: feedOwners,
    summary: 'Stop my calendar feed: its address answers 404 from now on',
    tag: 'calendar',
    response: { 200: revokedCalendarFeedSchema },
    errors: [401, 403],
  },
  'GET /api/calendar/:token.ics': {
    access: 'public',
    summary: 'A private calendar feed (iCalendar, RFC 5545), opened by its token',
    description:
      'The token is the credential: 404 for a wrong or revoked one. Rate-limited per address; the token never reaches the logs.',
    tag: 'calendar',
    params: calendarTokenParamsSchema,
    response: {
      200: ics('text/calendar: VTIMEZONE America/Chicago and one VEVENT per appointment'),
    },
    errors: [404, 429],
  },
  'GET /api/clients/:id/appointments/:appointmentId.ics': {
    access: ['caseWorker'],
    summary: 'One appointment of a client in my caseload as an .ics file',
    description: 'Only the client’s case worker (or an admin): 404 otherwise.',
    tag: 'calendar',
    params: appointmentParamsSchema,
    response: { 200: ics('text/calendar: one VEVENT') },
    errors: [400, 401, 403, 404],
  },
  'GET /api/my/appointments/:id.ics': {
    access: ['client'],
    summary: 'One of my appointments as an .ics file',
    tag: 'calendar',
    params: clientParamsSchema,
    querystring: z.object({
      lang: z.enum(calendarLanguages, { error: 'Unknown language' }).optional(),
    }),
    response: { 200: ics('text/calendar: one VEVENT') },
    errors: [400, 401, 403, 404],
  },
});

/** A feed's private address, before the site's origin. */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}
