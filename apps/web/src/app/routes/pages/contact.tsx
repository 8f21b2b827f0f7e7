import { ContactPage } from '@/features/contact/components/contact-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ContactRoute() {
  useDocumentTitle('Contact Us');
  return <ContactPage />;
}
