import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRevealClient } from '../api/clients';
import {
  ErrorText,
  Field,
  Section,
  answerText,
  fieldClass,
  fieldLabel,
} from '@/components/portal/parts';

const text = caseManagement.client;

export function IntakeSection({ client, isAdmin }: { client: ClientRecord; isAdmin: boolean }) {
  const reveal = useRevealClient(client.id);
  const [reason, setReason] = useState('');
  const opened = reveal.data?.answers ?? {};
  return (
    <Section
      title={text.intake}
      action={
        client.intakeReference ? (
          <span className="text-sm text-slate-700">
            {fillTemplate(text.intakeReference, { reference: client.intakeReference })}
          </span>
        ) : null
      }
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {Object.entries(client.intakeAnswers).map(([field, value]) => (
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
      {client.protectedFields.length > 0 && !reveal.data ? (
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate(reason || undefined);
          }}
        >
          <p className="w-full text-sm text-slate-700">{text.protectedHint}</p>
          {isAdmin && client.caseWorker?.id !== undefined ? (
            <Field label={text.reasonLabel}>
              {(id) => (
                <input
                  id={id}
                  className={fieldClass}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
          ) : null}
          <Button type="submit" variant="secondary">
            {text.reveal}
          </Button>
          <ErrorText error={reveal.error} />
        </form>
      ) : null}
    </Section>
  );
}
