import { DonationForm } from '@/features/donation/components/donation-form';
import { GetInvolvedContent } from '@/features/get-involved/components/get-involved-content';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function GetInvolvedPage() {
  useDocumentTitle('Get Involved');
  return <GetInvolvedContent donationForm={<DonationForm />} />;
}
