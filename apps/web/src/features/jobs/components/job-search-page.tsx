import { fillTemplate, intlLocale } from '@pathways/content';
import { jobSchedules } from '@pathways/schemas';
import type { Job, JobSearchInput, JobSchedule } from '@pathways/schemas';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '@/components/form';
import { Button } from '@/components/ui/button';
import { QueryBoundary } from '@/components/portal';
import { Field, PageIntro, Section, fieldClass } from '@/components/portal/parts';
import { usePortalText } from '@/lib/portal-text/portal-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJobSearch, useMatches } from '../api/jobs';
import { ApplyForm } from './apply-form';
import { JobProfileForm } from './job-profile-form';
import { JobSummary } from './job-summary';
import { labelledOptions } from './job-format';

/** The job board's client words in the page's language, and the locale its pay is written in. */
function useJobText() {
  const { client, locale } = usePortalText();
  return {
    jobs: client.jobs,
    t: client.jobs.search,
    intl: intlLocale[locale],
  };
}

function JobCard({ job, extra }: { job: Job; extra?: string }) {
  const { jobs, t, intl } = useJobText();
  return (
    <li className="flex flex-col gap-2 py-4">
      <JobSummary job={job} text={jobs} intlLocale={intl} />
      <p className="text-sm text-slate-800">{job.description}</p>
      {job.fairChanceStatement ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{t.fairChance}: </span>
          {job.fairChanceStatement}
        </p>
      ) : null}
      {extra ? <p className="text-sm text-brand-900">{extra}</p> : null}
      <ApplyForm job={job} />
    </li>
  );
}

function Matches() {
  const { t } = useJobText();
  const matches = useMatches();
  return (
    <Section title={t.matches}>
      <p className="mb-2 text-sm text-slate-700">{t.matchesIntro}</p>
      <QueryBoundary query={matches}>
        {(data) => (
          <>
            {data.notPromoted > 0 ? (
              <p className="text-sm text-slate-700">
                {fillTemplate(t.notPromoted, { count: String(data.notPromoted) })}
              </p>
            ) : null}
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.matches.slice(0, 5).map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  extra={
                    job.matchedTerms.length > 0
                      ? fillTemplate(t.matchedOn, { terms: job.matchedTerms.join(', ') })
                      : undefined
                  }
                />
              ))}
            </ul>
          </>
        )}
      </QueryBoundary>
    </Section>
  );
}

/** Client › Job Search: keyword search with filters, a page at a time, plus the client's matches. */
export function JobSearchPage() {
  const { jobs, t } = useJobText();
  const scheduleOptions = labelledOptions(jobSchedules, jobs.schedules);
  const searchId = useId();
  useDocumentTitle(t.title);
  // A dashboard job card opens the search on its title (?q=…); a posting's title is not personal.
  const [params] = useSearchParams();
  const initialQ = params.get('q') ?? '';
  const [draft, setDraft] = useState({ q: initialQ, location: '', minPay: '', schedule: '' });
  const [query, setQuery] = useState<JobSearchInput>({
    page: 1,
    ...(initialQ ? { q: initialQ } : {}),
  });
  const results = useJobSearch(query);
  const page = Number(query.page ?? 1);
  const pages = results.data ? Math.ceil(results.data.total / results.data.pageSize) : 1;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <form
        role="search"
        aria-label={t.title}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({
            page: 1,
            ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
            ...(draft.location.trim() ? { location: draft.location.trim() } : {}),
            ...(draft.minPay.trim() ? { minPay: draft.minPay.trim() } : {}),
            ...(draft.schedule ? { schedule: draft.schedule as JobSchedule } : {}),
          });
        }}
      >
        <Field label={t.keywordsField}>
          {(id) => (
            <input
              id={id}
              type="search"
              className={fieldClass}
              value={draft.q}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.location}>
          {(id) => (
            <input
              id={id}
              className={fieldClass}
              value={draft.location}
              onChange={(event) => setDraft({ ...draft, location: event.target.value })}
            />
          )}
        </Field>
        <Field label={t.minPay}>
          {(id) => (
            <input
              id={id}
              inputMode="decimal"
              className={fieldClass}
              value={draft.minPay}
              onChange={(event) => setDraft({ ...draft, minPay: event.target.value })}
            />
          )}
        </Field>
        <Select
          id={`${searchId}-schedule`}
          label={t.schedule}
          placeholder={t.anySchedule}
          options={scheduleOptions}
          value={draft.schedule}
          onChange={(event) => setDraft({ ...draft, schedule: event.target.value })}
        />
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            {t.submit}
          </Button>
        </div>
      </form>
      <Section
        title={
          results.data ? fillTemplate(t.results, { count: String(results.data.total) }) : t.title
        }
      >
        <QueryBoundary query={results} isEmpty={(data) => data.jobs.length === 0} empty={t.empty}>
          {(data) => (
            <ul className="flex flex-col divide-y divide-slate-200">
              {data.jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          )}
        </QueryBoundary>
        {pages > 1 ? (
          <nav
            aria-label={fillTemplate(t.page, { page: String(page) })}
            className="mt-4 flex gap-2"
          >
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setQuery({ ...query, page: page - 1 })}
            >
              {t.previous}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= pages}
              onClick={() => setQuery({ ...query, page: page + 1 })}
            >
              {t.next}
            </Button>
          </nav>
        ) : null}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Matches />
        <JobProfileForm />
      </div>
    </div>
  );
}
