import { employerSetupText, fillTemplate } from '@pathways/content';
import type { EmployerProfile } from '@pathways/schemas';
import { industryOptions } from '@pathways/schemas/options';
import { QueryBoundary } from '@/components/portal';
import { ErrorText, Section } from '@/components/portal/parts';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toaster';
import { useAdminEmployers } from '../api/admin-employers';
import { useVerifyEmployer } from '../api/employer-setup';

const t = employerSetupText.queue;

function industryLabel(value: string | null): string {
  return industryOptions.find((option) => option.value === value)?.label ?? value ?? t.notGiven;
}

function WaitingCompany({
  company,
  verify,
}: {
  company: EmployerProfile;
  verify: ReturnType<typeof useVerifyEmployer>;
}) {
  const facts: [string, string][] = [
    [t.ein, company.ein ?? t.notGiven],
    [t.address, company.address ?? t.notGiven],
    [t.waterlooEmployees, company.waterlooEmployees?.toString() ?? t.notGiven],
    [t.industry, industryLabel(company.industry)],
  ];
  return (
    <li className="flex flex-col gap-3 py-4 lg:flex-row lg:justify-between">
      <div className="flex flex-col gap-1">
        <h3 className="text-base font-semibold text-slate-900">{company.companyName}</h3>
        {company.nameReviewPending ? <p className="text-sm text-amber-900">{t.renamed}</p> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <Button
          size="sm"
          aria-label={fillTemplate(t.verifyLabel, { name: company.companyName })}
          disabled={verify.isPending}
          onClick={() => verify.mutate(company.id)}
        >
          {verify.isPending && verify.variables === company.id ? t.verifying : t.verify}
        </Button>
        {verify.variables === company.id ? <ErrorText error={verify.error} /> : null}
      </div>
    </li>
  );
}

/**
 * The companies half of the admin's one approval queue (issue 29): new companies and renamed ones
 * wait here for verification, above the postings waiting for approval.
 */
export function CompaniesQueue() {
  const employers = useAdminEmployers();
  const toast = useToast();
  // Here, not in the row: a verified company leaves the list, and its row with it.
  const verify = useVerifyEmployer({
    onVerified: (verified) =>
      toast({
        title: fillTemplate(t.verified, { name: verified.companyName }),
        variant: 'success',
      }),
  });
  return (
    <Section title={t.companiesTitle}>
      <QueryBoundary query={employers}>
        {(data) => {
          const waiting = data.employers.filter((company) => !company.isVerified);
          return waiting.length === 0 ? (
            <p>{t.companiesEmpty}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-200">
              {waiting.map((company) => (
                <WaitingCompany key={company.id} company={company} verify={verify} />
              ))}
            </ul>
          );
        }}
      </QueryBoundary>
    </Section>
  );
}
