import type { Job } from '@pathways/schemas';
import { Badge } from '@/components/ui/badge';
import { statusTone } from '@/features/dashboard/utils/status-tone';
import { payText, text } from './options';

/** A posting's heading lines: title, company, place, pay, schedule, and its status when asked. */
export function JobSummary({ job, showStatus = false }: { job: Job; showStatus?: boolean }) {
  const status = text.statuses[job.status];
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
          payText(job),
          job.schedule ? text.schedules[job.schedule] : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}
