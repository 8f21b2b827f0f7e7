import { employerSetupText } from '@pathways/content';
import type { EmployerProfile } from '@pathways/schemas';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

const t = employerSetupText.status;

/**
 * Where the employer's company stands (issue 29): not set up yet (a link to set it up), waiting for
 * verification, a new name waiting for review, or verified.
 */
export function CompanyStatus({
  company,
  showSetUpLink = true,
}: {
  company: EmployerProfile | null;
  showSetUpLink?: boolean;
}) {
  if (company === null) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
        <h2 className="text-base font-semibold text-amber-950">{t.noCompany}</h2>
        <p className="text-sm text-amber-950">{t.noCompanyText}</p>
        {showSetUpLink ? (
          <p>
            <Link to={paths.employerProfile} className={buttonClasses('primary')}>
              {t.setUp}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }
  if (company.isVerified) {
    return <p className="text-sm font-semibold text-emerald-900">{t.verified}</p>;
  }
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 className="text-base font-semibold text-amber-950">{t.waiting}</h2>
      <p className="text-sm text-amber-950">
        {company.nameReviewPending ? t.nameReview : t.waitingText}
      </p>
    </div>
  );
}
