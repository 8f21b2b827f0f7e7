import { caseManagement } from '@pathways/content';
import { answerText, fieldLabel } from './parts';

/**
 * A form's answers as a list of labels and values, where a value opened by a reveal takes the place
 * of its "[protected]" placeholder. The client record and the inbox show the same list.
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
      {Object.entries(answers).map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-semibold text-slate-700">
            {fieldLabel(field, caseManagement.fields)}
          </dt>
          <dd className="break-words text-slate-900">
            {answerText(field in opened ? opened[field] : value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
