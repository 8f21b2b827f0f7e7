import type { Translation } from '../i18n/translation.js';
import type { javascriptNeeded as english } from '../javascript-needed.js';

/** Spanish twin of `../javascript-needed.js`. */
export const javascriptNeeded: Translation<typeof english> = {
  title: 'Este formulario necesita JavaScript',
  text: 'No se envió ni se guardó nada de lo que escribió. Nuestros formularios necesitan que JavaScript esté activado en su navegador. Actívelo, regrese y envíe el formulario otra vez.',
  reachUs: 'También puede llamarnos al {phone} o escribirnos a {email}.',
  backLabel: 'Ir a la página principal',
};
