import { applicationForms, contact, formMessages } from '@pathways/content';
import { ContactPage } from '@/features/contact/components/contact-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { contact, formMessages, applicationForms };

export default function ContactRoute() {
  useDocumentTitle('Contact Us');
  return <ContactPage text={text} />;
}
