import { fillTemplate } from '@pathways/content';
import { QueryBoundary } from '@/components/portal';
import { PageIntro, Section, formatTime } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCandidates } from '../api/jobs';
import { text } from './options';

const t = text.candidates;

/** Employer › Candidates: referred people, with only what each consented to share. */
export function CandidatesPage() {
  useDocumentTitle(t.title);
  const candidates = useCandidates();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-3 text-sm text-slate-800">
        {t.timingRule}
      </p>
      <Section title={t.title}>
        <QueryBoundary
          query={candidates}
          isEmpty={(data) => data.candidates.length === 0}
          empty={t.empty}
        >
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.candidates.map((candidate) => (
                <li key={candidate.referralId} className="flex flex-col gap-1 py-4 text-sm">
                  <h3 className="text-base font-semibold text-slate-900">
                    {candidate.details?.fullName ?? t.withheld}
                  </h3>
                  <p className="text-slate-700">
                    {fillTemplate(t.referredFor, { title: candidate.job.title })} ·{' '}
                    {formatTime(candidate.referredAt)}
                  </p>
                  {candidate.details ? (
                    <>
                      <p className="text-slate-800">
                        {[candidate.details.email, candidate.details.phone]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      {candidate.details.employmentGoal ? (
                        <p className="text-slate-800">{candidate.details.employmentGoal}</p>
                      ) : null}
                      <p className="text-slate-800">
                        {!candidate.recordOpen
                          ? t.recordClosed
                          : candidate.details.offenseCategories.length > 0
                            ? fillTemplate(t.declared, {
                                categories: candidate.details.offenseCategories
                                  .map((category) => text.offenseCategories[category])
                                  .join(', '),
                              })
                            : t.noneDeclared}
                      </p>
                      {candidate.note ? <p className="text-slate-700">{candidate.note}</p> : null}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryBoundary>
      </Section>
    </div>
  );
}
