import { employerSetupText } from '@pathways/content';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useEmployerCompanyStatus } from '../api/dashboards';

const t = employerSetupText.status;

/**
 * Above the employer's dashboard (issue 29): a new employer is led to set up their company; a
 * company waiting for verification says so. A verified company needs no notice.
 */
export function EmployerCompanyNotice() {
  const query = useEmployerCompanyStatus();
  if (!query.data) return null;
  const { company } = query.data;
  if (company?.isVerified) return null;
  return (
    <section
      aria-labelledby="employer-company-notice"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="employer-company-notice" className="text-base font-semibold text-amber-950">
        {company ? t.waiting : t.noCompany}
      </h2>
      <p className="text-sm text-amber-950">
        {company ? (company.nameReviewPending ? t.nameReview : t.waitingText) : t.noCompanyText}
      </p>
      {company ? null : (
        <p>
          <Link to={paths.employerProfile} className={buttonClasses('primary')}>
            {t.setUp}
          </Link>
        </p>
      )}
    </section>
  );
}
