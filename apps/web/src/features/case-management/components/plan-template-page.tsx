import { caseManagement } from '@pathways/content';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlanTemplate } from '../api/plan-template';
import { ErrorText } from '@/components/portal/parts';
import { PlanTemplateForm } from './plan-template-form';

const text = caseManagement.planTemplate;

/** Admin › Settings › Action plan: the template's steps, edited and saved as a whole. */
export function PlanTemplatePage() {
  useDocumentTitle(text.title);
  const template = usePlanTemplate();
  return (
    <section aria-labelledby="plan-template-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="plan-template-heading" className="text-2xl font-bold text-slate-900">
          {text.title}
        </h2>
        <p className="mt-1 text-slate-700">{text.intro}</p>
      </div>
      <ErrorText error={template.error} />
      {template.data ? <PlanTemplateForm initial={template.data.steps} /> : null}
    </section>
  );
}
