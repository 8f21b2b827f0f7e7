import { caseManagement, fillTemplate } from '@pathways/content';
import type { ClientRecord } from '@pathways/schemas';
import { useRevealClient } from '../api/clients';
import { AnswerList, RevealPanel, Section } from '@/components/portal';

const text = caseManagement.client;

export function IntakeSection({ client, isAdmin }: { client: ClientRecord; isAdmin: boolean }) {
  const reveal = useRevealClient(client.id);
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
      <AnswerList answers={client.intakeAnswers} opened={opened} />
      {client.protectedFields.length > 0 && !reveal.data ? (
        <RevealPanel
          hint={text.protectedHint}
          buttonLabel={text.reveal}
          reasonLabel={text.reasonLabel}
          askReason={isAdmin && client.caseWorker?.id !== undefined}
          pending={reveal.isPending}
          error={reveal.error}
          onReveal={(reason) => reveal.mutate(reason)}
        />
      ) : null}
    </Section>
  );
}
