import { applicationForms, contact, formMessages } from '@pathways/content/es';
import { ContactPage } from '@/features/contact/components/contact-page';
import { useDocumentTitle } from '@/lib/use-document-title';

const text = { contact, formMessages, applicationForms };

export default function SpanishContactRoute() {
  useDocumentTitle(contact.heading);
  return <ContactPage text={text} />;
}
