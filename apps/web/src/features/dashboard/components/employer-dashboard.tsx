import { dashboard, fillTemplate, portal } from '@pathways/content';
import {
  Briefcase,
  Building2,
  CalendarCheck,
  FileText,
  Inbox,
  PlusCircle,
  Search,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployerDashboard } from '../api/dashboards';
import { EmployerCompanyNotice } from './employer-company-notice';
import { formatDate } from '../utils/format';
import {
  ActionLinks,
  PageIntro,
  Panel,
  PanelList,
  StatCard,
  StatGrid,
  StatusRow,
} from '@/components/portal/dashboard-parts';
import { DashboardQuery } from '@/components/portal/query-boundary';

const base = paths.dashboardEmployer;
const actionIcons = [PlusCircle, FileText, Search, Building2];
const actionLinks = portal.employer.actions.map((action) => ({
  to: `${base}/${action.slug}`,
  label: action.label,
}));
// The portal texts are English, so the plural rule is English whatever the browser's locale.
const pluralRules = new Intl.PluralRules('en-US');

function applicationsCount(count: number): string {
  const form = pluralRules.select(count) === 'one' ? 'one' : 'other';
  return fillTemplate(portal.employer.applicationsCount[form], { count: String(count) });
}

/** Spec §2 employer dashboard, from GET /api/dashboard/employer (their own postings). */
export function EmployerDashboard() {
  useDocumentTitle(dashboard.roleSubtitles.employer);
  const query = useEmployerDashboard();
  const labels = portal.employer.stats;

  return (
    <div className="space-y-6">
      <PageIntro title={portal.employer.heading} intro={portal.employer.intro} />
      <EmployerCompanyNotice />
      <DashboardQuery query={query}>
        {(data) => (
          <>
            <StatGrid label={portal.employer.heading}>
              <StatCard
                label={labels.activePostings}
                value={data.stats.activePostings}
                icon={Briefcase}
              />
              <StatCard
                label={labels.totalApplications}
                value={data.stats.totalApplications}
                icon={FileText}
              />
              <StatCard
                label={labels.newApplications}
                value={data.stats.newApplications}
                icon={Inbox}
              />
              <StatCard
                label={labels.interviews}
                value={data.stats.interviews}
                icon={CalendarCheck}
              />
            </StatGrid>

            <Panel title={portal.employer.actionsHeading}>
              <ActionLinks links={actionLinks} icons={actionIcons} />
            </Panel>

            <div className="grid gap-6 lg:grid-cols-2">
              <Panel title={portal.employer.postingsHeading}>
                <PanelList
                  items={data.postings}
                  empty={portal.employer.noPostings}
                  render={(posting) => (
                    <StatusRow
                      key={posting.id}
                      title={posting.title}
                      detail={`${posting.location} · ${formatDate(posting.postedDate)} · ${applicationsCount(posting.applicationCount)}`}
                      status={posting.status}
                    />
                  )}
                />
              </Panel>

              <Panel title={portal.employer.applicationsHeading}>
                <PanelList
                  items={data.recentApplications}
                  empty={portal.employer.noApplications}
                  render={(application) => (
                    <StatusRow
                      key={application.id}
                      title={application.candidateName}
                      detail={`${application.jobTitle} · ${formatDate(application.appliedDate)}`}
                      status={application.status}
                    />
                  )}
                />
              </Panel>
            </div>
          </>
        )}
      </DashboardQuery>
    </div>
  );
}
