import { FormSuccess } from '@/components/form';
import { SuccessBackLink } from './success-back-link';

/** What replaces a contact-page form once the API has stored it: the outcome, the reference, the way back. */
export function SubmissionSuccess({
  messages,
  reference,
  onBack,
}: {
  messages: { successHeading: string; successText: string };
  reference: string;
  onBack?: () => void;
}) {
  return (
    <FormSuccess
      heading={messages.successHeading}
      reference={reference}
      actions={<SuccessBackLink onClick={onBack} />}
    >
      <p>{messages.successText}</p>
    </FormSuccess>
  );
}
