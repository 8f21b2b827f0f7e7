import { caseManagement, fillTemplate } from '@pathways/content';
import { inboxStatuses } from '@pathways/schemas';
import type { InboxStatus, SubmissionEvent } from '@pathways/schemas';

const text = caseManagement.inbox;

/** The organisation's clock: staff read every moment of a submission's history in Iowa time. */
const IOWA_TIME_ZONE = 'America/Chicago';
const iowaTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: IOWA_TIME_ZONE,
});

const isStatus = (value: string | null): value is InboxStatus =>
  inboxStatuses.some((status) => status === value);
const statusName = (value: string | null) => (isStatus(value) ? text.statuses[value] : '—');

/** One change as a sentence staff read: never an enum name or an ISO timestamp. */
export function describeSubmissionEvent(event: SubmissionEvent): string {
  if (event.change === 'reply') return text.historyReply;
  if (event.change === 'assignedTo') {
    return event.to === null
      ? fillTemplate(text.historyUnassigned, { from: event.from ?? '—' })
      : fillTemplate(text.historyAssigned, { to: event.to });
  }
  return fillTemplate(text.historyStatus, {
    from: statusName(event.from),
    to: statusName(event.to),
  });
}

export function formatIowaTime(iso: string): string {
  return iowaTime.format(new Date(iso));
}

/** A submission's newest changes: what, why, who and when (issue 32 D5, minor: readable history). */
export function SubmissionHistory({ history }: { history: readonly SubmissionEvent[] }) {
  return (
    <>
      <h3 className="font-semibold text-slate-900">{text.history}</h3>
      {history.length === 0 ? <p className="text-sm">{text.historyEmpty}</p> : null}
      <ul className="flex flex-col gap-2 text-sm" aria-label={text.history}>
        {history.map((event) => (
          <li key={event.id} className="rounded-md bg-slate-50 p-3">
            <p className="text-slate-900">{describeSubmissionEvent(event)}</p>
            {event.reason ? (
              <p className="text-slate-800">
                {fillTemplate(text.historyReason, { reason: event.reason })}
              </p>
            ) : null}
            <p className="text-xs text-slate-700">
              {fillTemplate(text.historyBy, {
                name: event.actor?.fullName ?? '—',
                time: formatIowaTime(event.at),
              })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
