import type { FormChrome, NotFound } from '../forms.js';
import type { Translation } from '../i18n/translation.js';

/** Spanish twin of `../forms.js`. */

export const formChrome: Translation<FormChrome> = {
  optional: '(opcional)',
  errorPrefix: 'Error: ',
  errorSummaryTitle: 'Hay un problema',
  selectAllThatApply: 'Escoja todas las que correspondan.',
  selectPlaceholder: 'Escoja una opción',
  referenceLabel: 'Su número de referencia:',
  referenceHint: 'Guárdelo por si nos llama o nos escribe.',
  conflictTitle: 'Alguien cambió esto mientras usted lo editaba',
  conflictIntro:
    'No se perdió nada de lo suyo. Aquí están las dos versiones: la que está guardada ahora y la que usted escribió. Tome la guardada, o conserve la suya y guárdela encima.',
  conflictTheirs: 'Guardado ahora',
  conflictYours: 'Lo suyo',
  conflictEmpty: '(vacío)',
  takeTheirs: 'Tomar la guardada',
  keepMine: 'Conservar lo mío y guardar de nuevo',
};

/**
 * The English page's second sentence speaks to the site's builders; a Spanish reader who followed
 * a broken link is told what may have happened instead.
 */
export const notFound: Translation<NotFound> = {
  documentTitle: 'Página no encontrada',
  heading: '404: No encontramos esta página',
  text: 'Puede que la dirección tenga un error o que la página ya no exista.',
  homeLink: 'Ir a la página principal',
};
