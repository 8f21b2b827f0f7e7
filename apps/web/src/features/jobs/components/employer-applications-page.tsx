import { fillTemplate } from '@pathways/content';
import type { Application } from '@pathways/schemas';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorText, Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';
import { statusTone } from '@/components/portal/status-tone';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAddApplicationNote,
  useEmployerApplications,
  useProposeInterviewTimes,
} from '../api/jobs';
import { ApplicationHistory } from './application-history';
import { MoveApplicationForm } from './move-application-form';
import { text } from './options';

const t = text.applications;

function NoteAndTimes({ application }: { application: Application }) {
  const addNote = useAddApplicationNote();
  const propose = useProposeInterviewTimes();
  const [note, setNote] = useState('');
  const [time, setTime] = useState('');
  return (
    <div className="flex flex-col gap-3 sm:max-w-md">
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          addNote.mutate({ id: application.id, body: note }, { onSuccess: () => setNote('') });
        }}
      >
        <Field label={`${t.note} (${application.client.fullName})`}>
          {(id) => (
            <textarea
              id={id}
              rows={2}
              className={`${fieldClass} py-2`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="secondary" disabled={addNote.isPending}>
          {t.addNote}
        </Button>
        <ErrorText error={addNote.error} />
      </form>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!time) return;
          propose.mutate({ id: application.id, times: [new Date(time).toISOString()] });
        }}
      >
        <Field label={`${t.interviewTime} (${application.client.fullName})`}>
          {(id) => (
            <input
              id={id}
              type="datetime-local"
              className={fieldClass}
              value={time}
              onChange={(event) => setTime(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="sm" variant="secondary" disabled={propose.isPending}>
          {t.propose}
        </Button>
        <ErrorText error={propose.error} />
      </form>
    </div>
  );
}

/** Employer › Applications: every application to the employer's postings, moved along the pipeline. */
export function EmployerApplicationsPage() {
  useDocumentTitle(t.title);
  const applications = useEmployerApplications();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <Section title={t.title}>
        {applications.isPending ? <p role="status">{text.loading}</p> : null}
        {applications.data?.applications.length === 0 ? <p>{t.empty}</p> : null}
        <ul className="flex flex-col divide-y divide-slate-200">
          {applications.data?.applications.map((application) => (
            <li key={application.id} className="flex flex-col gap-3 py-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{application.client.fullName}</h3>
                <span className="text-sm text-slate-700">{application.job.title}</span>
                <Badge tone={statusTone(application.status)}>{application.status}</Badge>
              </div>
              {application.note ? (
                <p className="text-sm text-slate-800">
                  {fillTemplate(t.applicantNote, { note: application.note })}
                </p>
              ) : null}
              <h4 className="text-sm font-semibold text-slate-800">{t.history}</h4>
              <ApplicationHistory events={application.history} text={text.applications} />
              <div className="flex flex-col gap-4 lg:flex-row">
                <MoveApplicationForm key={application.version} application={application} />
                <NoteAndTimes application={application} />
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
