import { outcomesText } from '@pathways/content';
import type { ComponentType } from 'react';
import { PageIntro } from '@/components/portal/parts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OutcomesReport } from './outcomes-report';

const text = outcomesText.reports;

/**
 * Admin › Reports: the outcomes funders ask for, then the access log of protected answers (owned by
 * case management, given by the route).
 */
export function ReportsPage({ AccessLog }: { AccessLog: ComponentType }) {
  useDocumentTitle(text.title);
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title={text.title} intro={text.intro} />
      <OutcomesReport />
      <AccessLog />
    </div>
  );
}
