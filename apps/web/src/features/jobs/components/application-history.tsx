import { fillTemplate } from '@pathways/content';
import type { ApplicationEvent } from '@pathways/schemas';
import { formatTime } from '@/features/case-management/components/parts';
import { text } from './options';

/** An application's history, oldest first: moves, and for the employer their notes and proposed times. */
export function ApplicationHistory({ events }: { events: ApplicationEvent[] }) {
  return (
    <ol className="flex flex-col gap-1 text-sm text-slate-700">
      {events.map((event) => (
        <li key={event.id}>
          <span className="font-medium text-slate-900">{formatTime(event.at)}</span>{' '}
          {event.kind === 'status'
            ? [event.fromStatus, event.toStatus].filter(Boolean).join(' → ')
            : event.kind === 'note'
              ? event.body
              : fillTemplate(text.applications.proposed, {
                  times: event.times.map(formatTime).join(', '),
                })}
          {event.actor ? ` · ${event.actor.fullName}` : ''}
        </li>
      ))}
    </ol>
  );
}
