import { outcomesText } from '@pathways/content';
import { AccessLogSection } from '@/features/case-management/components/access-log-page';
import { PageIntro } from '@/features/case-management/components/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OutcomesReport } from './outcomes-report';

const text = outcomesText.reports;

/** Admin › Reports: the outcomes funders ask for, then the access log of protected answers. */
export function ReportsPage() {
  useDocumentTitle(text.title);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      <OutcomesReport />
      <AccessLogSection />
    </div>
  );
}
