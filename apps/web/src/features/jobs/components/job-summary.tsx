import type { Job, JobSchedule } from '@pathways/schemas';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '@/components/portal/status-tone';
import { payText } from './job-format';

/** The words a posting's summary needs, in the page's language (staff pages also name statuses). */
export interface JobSummaryText {
  schedules: Readonly<Record<JobSchedule, string>>;
  pay: string;
  statuses?: Readonly<Record<Job['status'], string>>;
}

/** A posting's heading lines: title, company, place, pay, schedule, and its status when asked. */
export function JobSummary({
  job,
  text,
  intlLocale,
  showStatus = false,
}: {
  job: Job;
  text: JobSummaryText;
  intlLocale?: string;
  showStatus?: boolean;
}) {
  const status = text.statuses?.[job.status] ?? job.status;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{job.title}</h3>
        {showStatus ? <Badge tone={statusTone(status)}>{status}</Badge> : null}
      </div>
      <p className="text-sm text-slate-700">
        {[
          job.companyName,
          job.location,
          payText(job, text.pay, intlLocale),
          job.schedule ? text.schedules[job.schedule] : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
