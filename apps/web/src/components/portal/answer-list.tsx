import { caseManagement } from '@pathways/content';
import { orderedFields, withOptionLabels } from './answer-order';
import { answerText, fieldLabel } from './parts';

/**
 * A form's answers as a list of labels and values, where a value opened by a reveal takes the place
 * of its "[protected]" placeholder. The client record and the inbox show the same list, in the
 * form's order, options by their labels.
 */
export function AnswerList({
  answers,
  opened,
}: {
  answers: Readonly<Record<string, unknown>>;
  opened: Readonly<Record<string, unknown>>;
}) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {orderedFields(answers).map((field) => (
        <div key={field} className="contents">
          <dt className="font-semibold text-slate-700">
            {fieldLabel(field, caseManagement.fields)}
          </dt>
          <dd className="break-words text-slate-900">
            {answerText(withOptionLabels(field, field in opened ? opened[field] : answers[field]))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
