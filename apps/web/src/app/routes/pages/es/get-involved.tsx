import { applicationForms, formMessages, getInvolved } from '@pathways/content/es';
import { DonationForm } from '@/features/donation/components/donation-form';
import { GetInvolvedContent } from '@/features/get-involved/components/get-involved-content';
import { useDocumentTitle } from '@/lib/use-document-title';

const donationText = {
  words: applicationForms.donation,
  messages: formMessages.donation,
  donate: getInvolved.donate,
};

export default function SpanishGetInvolvedPage() {
  useDocumentTitle(getInvolved.title);
  return (
    <GetInvolvedContent text={getInvolved} donationForm={<DonationForm text={donationText} />} />
  );
}
