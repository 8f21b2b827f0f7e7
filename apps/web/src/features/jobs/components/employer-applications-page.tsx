import { fillTemplate } from '@pathways/content';
import type { Application } from '@pathways/schemas';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { QueryBoundary } from '@/components/portal';
import { PageIntro, Section } from '@/components/portal/parts';
import { statusTone } from '@/components/portal/status-tone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerApplications } from '../api/jobs';
import { ApplicationHistory } from './application-history';
import { AssessmentPanel } from './assessment-panel';
import { EmployerPlacementTasks } from './employer-placement-tasks';
import { MoveApplicationForm } from './move-application-form';
import { ApplicationNoteForm, InterviewTimeForm } from './note-and-times-forms';
import { text } from './options';

const t = text.applications;
/** After a conditional offer, a decision not to hire that cites the record needs an assessment. */
const ASSESSABLE = new Set(['Conditional offer', 'Offer']);

function NoteAndTimes({ application }: { application: Application }) {
  return (
    <div className="flex flex-col gap-3 sm:max-w-md">
      <ApplicationNoteForm application={application} />
      <InterviewTimeForm application={application} />
    </div>
  );
}

/**
 * The card of one application. A move draws its form again (a new version), which takes the
 * focused button away: focus then goes to the card, which now shows the new status, instead of
 * falling to <body> (issue 32). A change that did not take the focus away leaves it where it is.
 */
function useFocusAfterMove(version: number) {
  const card = useRef<HTMLLIElement>(null);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    const active = document.activeElement;
    if (active === null || active === document.body) card.current?.focus();
  }, [version]);
  return card;
}

function ApplicationCard({ application }: { application: Application }) {
  const card = useFocusAfterMove(application.version);
  return (
    <li
      ref={card}
      tabIndex={-1}
      aria-label={`${application.client.fullName}, ${application.job.title}: ${application.status}`}
      className="flex flex-col gap-3 py-4"
    >
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
      {ASSESSABLE.has(application.status) ? <AssessmentPanel application={application} /> : null}
    </li>
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
        <QueryBoundary
          query={applications}
          isEmpty={(data) => data.applications.length === 0}
          empty={t.empty}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.applications.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </ul>
          )}
        </QueryBoundary>
      </Section>
      <EmployerPlacementTasks />
    </div>
  );
}
