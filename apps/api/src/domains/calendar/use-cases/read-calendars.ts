import { portalPaths } from '@pathways/schemas';
import type { User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import type { CalendarLanguage } from '../events.js';
import { calendarName, fingerprintOf, toCalendarEvent } from '../events.js';
import { renderCalendar } from '../ical.js';
import type { CalendarAppointmentRow } from '../repository.js';
import {
  findCalendarAppointment,
  findFeedByHash,
  listFeedAppointments,
  sequencesFor,
} from '../repository.js';
import { hashFeedToken } from './manage-feed.js';

/** A feed looks this far back (a calendar app keeps what it already has). */
const FEED_PAST_DAYS = 90;
const FEED_MAX_EVENTS = 1000;
const DAY_MS = 86_400_000;
export const NO_SUCH_FEED = 'No such calendar';
export const NO_SUCH_APPOINTMENT = 'No such appointment';

async function render(
  ctx: UseCaseContext,
  rows: readonly CalendarAppointmentRow[],
  { viewer, language }: { viewer: 'client' | 'staff'; language: CalendarLanguage },
): Promise<string> {
  const sequences = await sequencesFor(
    ctx.db,
    new Map(rows.map((row) => [row.id, fingerprintOf(row)])),
  );
  const link = ctx.outbox.link(
    viewer === 'client' ? portalPaths.dashboardClient : portalPaths.dashboardCaseWorker,
  );
  const events = rows.map((row) =>
    toCalendarEvent(row, { viewer, language, link, sequence: sequences.get(row.id) ?? 0 }),
  );
  return renderCalendar({ name: calendarName(language), events }, ctx.now);
}

/** The feed a token opens: a client's own appointments, or a case worker's caseload's. 404 otherwise. */
export async function readFeed(ctx: UseCaseContext, token: string): Promise<string> {
  const feed = await findFeedByHash(ctx.db, hashFeedToken(token));
  if (!feed) throw new HttpError(404, NO_SUCH_FEED);
  const asClient = feed.role === 'client';
  if (!asClient && feed.role !== 'caseWorker' && feed.role !== 'admin') {
    throw new HttpError(404, NO_SUCH_FEED);
  }
  const since = new Date(ctx.now.getTime() - FEED_PAST_DAYS * DAY_MS);
  const rows = await listFeedAppointments(
    ctx.db,
    { userId: feed.user_id, asClient },
    since,
    FEED_MAX_EVENTS,
  );
  return render(ctx, rows, { viewer: asClient ? 'client' : 'staff', language: feed.language });
}

/** One appointment of a client the actor reaches (their case worker, or an admin) as an .ics file. */
export async function staffAppointmentIcs(
  ctx: UseCaseContext,
  actor: User,
  input: { clientId: number; appointmentId: number },
): Promise<string> {
  await clientWithinReach(ctx.db, actor, input.clientId);
  const row = await findCalendarAppointment(ctx.db, input.appointmentId);
  if (!row || row.client_id !== input.clientId) throw new HttpError(404, NO_SUCH_APPOINTMENT);
  return render(ctx, [row], { viewer: 'staff', language: 'en' });
}

/** One of the signed-in client's own appointments as an .ics file; someone else's is 404. */
export async function myAppointmentIcs(
  ctx: UseCaseContext,
  actor: User,
  input: { appointmentId: number; language: CalendarLanguage },
): Promise<string> {
  const row = await findCalendarAppointment(ctx.db, input.appointmentId);
  if (!row || row.client_id !== actor.id) throw new HttpError(404, NO_SUCH_APPOINTMENT);
  return render(ctx, [row], { viewer: 'client', language: input.language });
}
