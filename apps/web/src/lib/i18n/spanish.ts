import {
  formChrome,
  hasSpanishTwin,
  notFound,
  site,
  translateOptionLabel,
  translateServerMessage,
  translateValidationMessage,
} from '@pathways/content/es';
import type { LocaleText } from './locale-text';

/** The Spanish frame. Imported only by the /es layout's chunk, so English pages never load it. */
export const spanishText: LocaleText = {
  locale: 'es',
  site,
  formChrome,
  notFound,
  validationMessage: translateValidationMessage,
  serverMessage: (message) =>
    translateServerMessage(message, (text) =>
      hasSpanishTwin(text) ? translateValidationMessage(text) : undefined,
    ),
  optionLabel: translateOptionLabel,
};
