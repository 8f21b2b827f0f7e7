import type { ApplicationForms, Contact, FormMessages, Translation } from '@pathways/content';
import { createContext, useContext, type ReactNode } from 'react';

/** The Contact page's texts and its forms' messages, in the page's language. */
export interface ContactText {
  contact: Translation<Contact>;
  formMessages: Translation<FormMessages>;
  applicationForms: Translation<ApplicationForms>;
}

const ContactTextContext = createContext<ContactText | null>(null);

export function ContactTextProvider({
  text,
  children,
}: {
  text: ContactText;
  children: ReactNode;
}) {
  return <ContactTextContext value={text}>{children}</ContactTextContext>;
}

/** The texts of the Contact page this component is part of (the page's route provides them). */
export function useContactText(): ContactText {
  const text = useContext(ContactTextContext);
  if (!text) throw new Error('useContactText needs a ContactTextProvider (the Contact route)');
  return text;
}
