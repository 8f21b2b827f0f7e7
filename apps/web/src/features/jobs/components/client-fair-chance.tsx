import { fillTemplate } from '@pathways/content';
import { useClientAssessments, useClientPlacementTasks } from '../api/fair-chance';
import { AssessmentSummary } from './assessment-panel';
import { ClientWotcPrescreens } from './client-wotc-prescreens';
import { PlacementTasksList } from './placement-tasks-list';
import { text } from './options';

const t = text.fairChance;

/**
 * On a client's record, for their case worker: the hires' incentive deadlines, and any employer's
 * individualized assessment with the client's answer, and the client's WOTC pre-screen answers
 * (every read of either is logged).
 */
export function ClientFairChance({ clientId }: { clientId: number }) {
  const tasks = useClientPlacementTasks(clientId);
  const assessments = useClientAssessments(clientId);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t.tasksTitle}</h3>
      {tasks.data ? <PlacementTasksList tasks={tasks.data.tasks} /> : null}
      <ClientWotcPrescreens clientId={clientId} />
      {assessments.data?.assessments.map((assessment) => (
        <section key={assessment.id} aria-label={t.assessmentTitle} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">
            {fillTemplate('{title}: {job}', {
              title: t.assessmentTitle,
              job: `${assessment.job.title}, ${assessment.job.companyName}`,
            })}
          </h3>
          <AssessmentSummary assessment={assessment} />
        </section>
      ))}
    </div>
  );
}
