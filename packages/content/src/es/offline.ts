import type { Translation } from '../i18n/translation.js';
import type { OfflineText } from '../offline.js';

/** Spanish twin of `../offline.js`. */
export const offlineText: Translation<OfflineText> = {
  offlinePage: 'No tiene conexión: le mostramos la copia guardada el {date}.',
  offlinePageUndated: 'No tiene conexión: le mostramos una copia guardada en este teléfono.',
  draftRestored: 'Recuperamos lo que escribió en este teléfono el {date}.',
  clearForm: 'Borrar este formulario',
  ownPhoneLabel: 'Este teléfono es mío: guardar mis respuestas aquí',
  ownPhoneHint:
    'Déjelo sin marcar en un teléfono compartido o prestado: así sus respuestas privadas ({fields}) nunca se guardan en él.',
  savedOffline: 'Guardado en este teléfono. Lo enviaremos cuando vuelva a tener conexión.',
  privateAnswersInMemory:
    'Sus respuestas privadas no se guardan en este teléfono: deje esta página abierta hasta que se envíe.',
  sentLater: 'Su formulario se envió. Su número de referencia: {reference}',
  appName: 'Cedar Valley Pathways',
  appShortName: 'Pathways',
  appDescription:
    'Ayuda gratuita en Waterloo y Cedar Falls, Iowa, para encontrar y conservar un buen empleo, con antecedentes, en recuperación o con otros obstáculos.',
  portalOfflineHeading: 'No tiene conexión',
  portalOfflineText:
    'Las páginas de su cuenta nunca se guardan en este teléfono, porque tienen información personal. Conéctese a internet y vuelva a intentarlo.',
  homeLink: 'Ir a la página principal',
  sensitiveFieldNames: {
    clientIntake: 'fecha de nacimiento, obstáculos, antecedentes penales',
    volunteerApplication: 'fecha de nacimiento',
  },
};
