import { fillTemplate } from '@pathways/content';
import type { EmployerProfile } from '@pathways/schemas';
import { DataTable, PageIntro, QueryBoundary, StatusBadge, type Column } from '@/components/portal';
import { ErrorText } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminEmployers, useApproveEmployerName } from '../api/admin-employers';
import { text } from './options';

const t = text.adminEmployers;

/** What an admin reads of a company's standing: a pending name review says so before anything. */
function statusOf(employer: EmployerProfile): { status: string; label: string } {
  if (employer.nameReviewPending) return { status: 'Pending', label: t.nameReviewPending };
  return employer.isVerified
    ? { status: 'Active', label: t.verified }
    : { status: 'Inactive', label: t.notVerified };
}

function ApproveName({ employer }: { employer: EmployerProfile }) {
  const approve = useApproveEmployerName();
  const toast = useToast();
  if (!employer.nameReviewPending) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        size="sm"
        aria-label={fillTemplate(t.approveNameLabel, { name: employer.companyName })}
        disabled={approve.isPending}
        onClick={() =>
          approve.mutate(employer.id, {
            onSuccess: (approved) =>
              toast({
                title: fillTemplate(t.approved, { name: approved.companyName }),
                variant: 'success',
              }),
          })
        }
      >
        {approve.isPending ? t.approving : t.approveName}
      </Button>
      <ErrorText error={approve.error} />
    </div>
  );
}

const columns: readonly Column<EmployerProfile>[] = [
  {
    id: 'name',
    header: t.columns.name,
    cell: (employer) => (
      <span className="font-semibold text-slate-900">{employer.companyName}</span>
    ),
    compare: (a, b) => a.companyName.localeCompare(b.companyName),
  },
  { id: 'industry', header: t.columns.industry, cell: (employer) => employer.industry ?? '—' },
  {
    id: 'status',
    header: t.columns.status,
    cell: (employer) => <StatusBadge {...statusOf(employer)} />,
  },
  {
    id: 'action',
    header: t.columns.action,
    cell: (employer) => <ApproveName employer={employer} />,
  },
];

/**
 * Admin › Employers (issue 25 H-2, issue 29, issue 32 D15): every partner company with its verified
 * badge; a verified company that renamed itself waits here until an admin approves the new name.
 */
export function AdminEmployersPage() {
  useDocumentTitle(t.title);
  const employers = useAdminEmployers();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={t.title} intro={t.intro} />
      <QueryBoundary query={employers}>
        {(data) => (
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={data.employers}
            rowKey={(employer) => employer.id}
            empty={t.empty}
            sortLabel={(column) => fillTemplate(t.sortBy, { column })}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
