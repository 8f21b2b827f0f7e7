import * as english from '@pathways/content';
import * as spanish from '@pathways/content/es';

/**
 * What the server-written contact pages say, and where they post, in the language of the page the
 * form was sent from (issue 18: a Spanish reader without JavaScript never meets English).
 */
export interface ContactLanguage {
  lang: 'en' | 'es';
  /** Where the form posts, and its confirmation after the redirect. */
  formPath: string;
  sentPath: string;
  /** The page whose frame (header, footer, styles) the server writes into. */
  shellPage: string;
  form: english.Translation<english.Contact['form']>;
  successHeading: string;
  successText: string;
  successLinkLabel: string;
  errorPrefix: string;
  /** A validation message of @pathways/schemas (an English spec string) as this reader reads it. */
  translate: (message: string) => string;
}

export const contactLanguages: Record<'en' | 'es', ContactLanguage> = {
  en: {
    lang: 'en',
    formPath: '/contact',
    sentPath: '/contact/sent',
    shellPage: 'javascript-needed/index.html',
    form: english.contact.form,
    successHeading: english.formMessages.contact.successHeading,
    successText: english.formMessages.contact.successText,
    successLinkLabel: english.contact.successLinkLabel,
    errorPrefix: english.formChrome.errorPrefix,
    translate: (message) => message,
  },
  es: {
    lang: 'es',
    formPath: '/es/contact',
    sentPath: '/es/contact/sent',
    shellPage: 'es/javascript-needed/index.html',
    form: spanish.contact.form,
    successHeading: spanish.formMessages.contact.successHeading,
    successText: spanish.formMessages.contact.successText,
    successLinkLabel: spanish.contact.successLinkLabel,
    errorPrefix: spanish.formChrome.errorPrefix,
    translate: spanish.translateValidationMessage,
  },
};
