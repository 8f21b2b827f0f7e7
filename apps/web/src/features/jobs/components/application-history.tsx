import { fillTemplate } from '@pathways/content';
import type { ApplicationEvent } from '@pathways/schemas';
import { formatTime } from '@/components/portal/parts';

/** The history's words: proposed times, and the statuses' labels where the page translates them. */
export interface HistoryText {
  proposed: string;
  interviewConfirmed: string;
  anotherTimeAsked: string;
  applicationStatuses?: Readonly<Record<string, string>>;
}

/** The applicant's answer to proposed times: the time they confirmed, or their ask for another. */
function replyText(event: ApplicationEvent, text: HistoryText, time: (iso: string) => string) {
  const [chosen] = event.times;
  const said = chosen
    ? fillTemplate(text.interviewConfirmed, { time: time(chosen) })
    : text.anotherTimeAsked;
  return event.body ? `${said}: “${event.body}”` : said;
}

/** An application's history, oldest first: moves, proposed times and the applicant's replies, and for the employer their notes. */
export function ApplicationHistory({
  events,
  text,
  intlLocale,
}: {
  events: ApplicationEvent[];
  text: HistoryText;
  intlLocale?: string;
}) {
  const statusLabel = (status: string) => text.applicationStatuses?.[status] ?? status;
  const time = (iso: string) => formatTime(iso, intlLocale);
  return (
    <ol className="flex flex-col gap-1 text-sm text-slate-700">
      {events.map((event) => (
        <li key={event.id}>
          <span className="font-medium text-slate-900">{time(event.at)}</span>{' '}
          {event.kind === 'status'
            ? [event.fromStatus, event.toStatus]
                .filter((status): status is string => Boolean(status))
                .map(statusLabel)
                .join(' → ')
            : event.kind === 'note'
              ? event.body
              : event.kind === 'interviewReply'
                ? replyText(event, text, time)
                : fillTemplate(text.proposed, { times: event.times.map(time).join(', ') })}
          {event.actor ? ` · ${event.actor.fullName}` : ''}
        </li>
      ))}
    </ol>
  );
}
