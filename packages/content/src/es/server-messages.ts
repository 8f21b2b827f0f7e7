import { intlLocale } from '../i18n/locale.js';
import {
  hasSpanishTwin,
  translateValidationMessage,
  unknownValidationMessage,
} from './validation.js';

/**
 * Spanish for what the API answers a public form, the sign-in pages or the client's portal when it
 * refuses something (the `message` of its error body, English by DESIGN.md §3). The web client shows
 * such an error as "{status}: {message}"; a Spanish page keeps the status and shows this twin of the
 * message, and a message it does not know reads as a plain Spanish sentence for its status, never
 * as English.
 */
export const serverMessages: Readonly<Record<string, string>> = {
  // Signing in and registering
  'Invalid username or password': 'El nombre de usuario o la contraseña no son correctos',
  'That username or email is already taken': 'Ese nombre de usuario o ese correo ya tienen cuenta',
  'That username is already taken': 'Ese nombre de usuario ya está en uso',
  'An account with that email already exists': 'Ya hay una cuenta con ese correo electrónico',
  'Please sign in to continue': 'Entre a su cuenta para seguir',
  'You do not have access to this page': 'No tiene acceso a esta página',
  // Any form
  'Please check the highlighted fields': 'Revise los campos marcados',
  'Cross-site requests are not allowed':
    'No pudimos aceptar este envío. Abra la página otra vez e inténtelo de nuevo.',
  'Something went wrong on our side. Please try again later.':
    'Algo falló de nuestro lado. Inténtelo de nuevo más tarde.',
  'We cannot reach our database right now. Nothing was saved. Please try again in a minute.':
    'Ahora mismo no podemos guardar nada. No se guardó lo que mandó. Inténtelo de nuevo en un minuto.',
  'The request body is too large': 'Lo que mandó es demasiado largo',
  'Not found': 'No encontramos lo que buscaba',
  // The client's portal
  'You have no case file yet': 'Todavía no tiene un expediente con nosotros',
  'You have no client record yet': 'Todavía no tiene un expediente con nosotros',
  'No such consent': 'No encontramos ese permiso',
  'No such appointment': 'No encontramos esa cita',
  'No such job': 'No encontramos ese empleo',
  'No such application': 'No encontramos esa solicitud',
  'The tax-credit questions open once the employer makes a conditional offer':
    'Las preguntas del crédito fiscal se abren cuando el empleador hace una oferta condicional',
  'The employer has already filed the tax-credit form for this job, so the answers can no longer change':
    'El empleador ya presentó el formulario del crédito fiscal para este empleo, así que las respuestas ya no se pueden cambiar',
  'This job is no longer taking applications': 'Este empleo ya no recibe solicitudes',
  'You have already applied to this job': 'Ya mandó una solicitud para este empleo',
  'This application changed meanwhile; please reload it':
    'Esta solicitud cambió mientras tanto. Abra la página otra vez.',
  'This appointment has already taken place or was settled; please message your case worker instead':
    'Esta cita ya pasó o ya se resolvió. Mejor mándele un mensaje a la persona que lleva su caso.',
  'You have already asked to move this appointment; your case worker will be in touch':
    'Ya pidió cambiar esta cita. La persona que lleva su caso se va a comunicar con usted.',
  // Documents
  'No such document': 'Ese documento no existe',
  'Your case file is not open yet': 'Su expediente todavía no está abierto',
  'Please send one file, with its kind, in one upload':
    'Suba un solo archivo a la vez, con su tipo',
};

/** "1 segundo", "42 segundos": the plural category es-US gives the count (CLDR, through Intl). */
function seconds(count: number): string {
  const plural = new Intl.PluralRules(intlLocale.es).select(count);
  return `${count} ${plural === 'one' ? 'segundo' : 'segundos'}`;
}

/**
 * Messages with a value in them, each with its Spanish twin. Plain functions of the values rather
 * than ICU messages: FormatJS would add ~9 KB to every Spanish page for one plural.
 */
const patterns: readonly {
  english: RegExp;
  spanish: (values: Record<string, string>) => string;
}[] = [
  {
    english:
      /^Too many failed sign-in attempts\. Please wait (?<count>\d+) seconds? and try again\.$/,
    spanish: ({ count }) =>
      `Hubo demasiados intentos fallidos. Espere ${seconds(Number(count))} y vuelva a intentarlo.`,
  },
  {
    english: /^Too many requests, please try again in .+$/,
    spanish: () => 'Hubo demasiados intentos seguidos. Espere un momento y vuelva a intentarlo.',
  },
  {
    english: /^This application is \w[\w ]* and can no longer be withdrawn$/,
    spanish: () => 'Esta solicitud ya no se puede retirar.',
  },
  {
    english: /^Your profile was changed elsewhere \(it is now version .+\)\./,
    spanish: () =>
      'Sus datos cambiaron en otro lugar. Abra la página otra vez para ver los cambios y luego haga los suyos.',
  },
];

/** What a Spanish page says for a refusal it has no twin for, by the kind of its status. */
function fallback(status: number | undefined): string {
  if (status === undefined) {
    // No answer at all: the browser could not reach the server ("Failed to fetch").
    return 'No pudimos conectarnos. Revise su conexión a internet y vuelva a intentarlo.';
  }
  if (status === 401) return 'Entre a su cuenta para seguir';
  if (status === 404) return 'No encontramos lo que buscaba';
  if (status === 429)
    return 'Hubo demasiados intentos seguidos. Espere un momento y vuelva a intentarlo.';
  if (status >= 500) return 'Algo falló de nuestro lado. Inténtelo de nuevo más tarde.';
  return 'No pudimos hacer lo que pidió. Revise los datos y vuelva a intentarlo.';
}

/** The Spanish twin of an API message without its status, or undefined when there is none. */
export function serverMessageTwin(message: string): string | undefined {
  const exact = serverMessages[message];
  if (exact !== undefined) return exact;
  for (const { english, spanish } of patterns) {
    const match = english.exec(message);
    if (match) return spanish({ ...match.groups });
  }
  return undefined;
}

/** A validation message's twin, when it is one (the API's 400s repeat the field's own rule). */
const validationTwin = (message: string) =>
  hasSpanishTwin(message) ? translateValidationMessage(message) : undefined;

/**
 * An error as a Spanish page shows it: "401: Invalid username or password" →
 * "401: El nombre de usuario o la contraseña no son correctos".
 */
export function translateServerMessage(message: string): string {
  const parsed = /^(?<status>\d{3}): (?<text>[\s\S]*)$/.exec(message)?.groups;
  const status = parsed?.status === undefined ? undefined : Number(parsed.status);
  const text = parsed?.text ?? message;
  const spanish = serverMessageTwin(text) ?? validationTwin(text) ?? fallback(status);
  return status === undefined ? spanish : `${status}: ${spanish}`;
}

/** A field's error on a Spanish page: its rule's twin, or the twin of an error the API set itself. */
export function translateFieldError(message: string): string {
  return validationTwin(message) ?? serverMessageTwin(message) ?? unknownValidationMessage;
}
