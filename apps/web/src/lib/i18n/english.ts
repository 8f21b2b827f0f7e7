import { formChrome, notFound, site } from '@pathways/content';
import type { LocaleText } from './locale-text';

/** The English frame: the default of every page outside /es. */
export const englishText: LocaleText = {
  locale: 'en',
  site,
  formChrome,
  notFound,
  validationMessage: (message) => message,
  serverMessage: (message) => message,
  optionLabel: (label) => label,
};
