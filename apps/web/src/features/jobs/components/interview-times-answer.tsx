import { useState } from 'react';
import { fillTemplate } from '@pathways/content';
import type { Application } from '@pathways/schemas';
import { Textarea } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ErrorText, formatTime } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useInterviewReply } from '../api/jobs';

/**
 * The employer's latest proposed interview times, for the applicant to answer: confirm one, or ask
 * for another time with a note. Once answered, what they said; a new proposal asks again.
 */
export function InterviewTimesAnswer({
  application,
  intlLocale,
}: {
  application: Application;
  intlLocale: string;
}) {
  const { client } = usePortalText();
  const t = client.jobs.myApplications;
  const reply = useInterviewReply();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const latest = application.history.findLast(
    (event) => event.kind === 'interviewTimes' || event.kind === 'interviewReply',
  );
  if (!latest) return null;
  const time = (iso: string) => formatTime(iso, intlLocale);
  const headingId = `interview-${application.id}`;

  if (latest.kind === 'interviewReply') {
    const [chosen] = latest.times;
    return (
      <p role="status" className="text-sm text-emerald-900">
        {chosen ? fillTemplate(t.confirmed, { time: time(chosen) }) : t.askedAnother}
      </p>
    );
  }
  const send = (body: { time?: string; note?: string }) =>
    reply.mutate({ id: application.id, ...body });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-sky-50 p-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        {t.interviewTitle}
      </h4>
      <p className="text-sm text-slate-700">{t.interviewIntro}</p>
      <ul className="flex flex-wrap gap-2">
        {latest.times.map((proposed) => (
          <li key={proposed}>
            <Button size="sm" disabled={reply.isPending} onClick={() => send({ time: proposed })}>
              {fillTemplate(t.confirmTime, { time: time(proposed) })}
            </Button>
          </li>
        ))}
      </ul>
      {asking ? (
        <form
          className="flex flex-col gap-2 sm:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            send(note.trim() ? { note: note.trim() } : {});
          }}
        >
          <Textarea
            id={`another-time-${application.id}`}
            label={t.anotherNote}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" size="sm" className="self-start" disabled={reply.isPending}>
            {reply.isPending ? t.sending : t.sendAnother}
          </Button>
        </form>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          onClick={() => setAsking(true)}
        >
          {t.askAnother}
        </Button>
      )}
      <ErrorText error={reply.error} />
    </section>
  );
}
