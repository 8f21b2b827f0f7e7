import {
  formChrome,
  hasSpanishTwin,
  notFound,
  site,
  translateOptionLabel,
  translateValidationMessage,
  unknownValidationMessage,
} from '@pathways/content/es';
import type { LocaleText } from './locale-text';
import type * as ServerTwins from './spanish-server-messages';

/**
 * The Spanish twins of the API's messages are only needed once a call fails, so they are not part
 * of every Spanish page: they are fetched at the reader's first touch or key press (well before a
 * form can be sent), or at once where calls start by themselves (the client's portal).
 */
let serverTwins: typeof ServerTwins | undefined;
let serverTwinsLoading: Promise<void> | undefined;
export function loadServerMessageTwins(): Promise<void> {
  serverTwinsLoading ??= import('./spanish-server-messages').then((twins) => {
    serverTwins = twins;
  });
  return serverTwinsLoading;
}
if (typeof document !== 'undefined') {
  const warm = () => void loadServerMessageTwins();
  for (const type of ['pointerdown', 'keydown'] as const) {
    document.addEventListener(type, warm, { once: true, capture: true });
  }
}

/** Before the twins arrive: a plain Spanish sentence, never the English. */
function withoutTwins(message: string): string {
  const status = /^(\d{3}): /.exec(message)?.[1];
  const sentence = 'No pudimos hacer lo que pidió. Vuelva a intentarlo en un momento.';
  return status ? `${status}: ${sentence}` : sentence;
}

/** The Spanish frame. Imported only by the /es layout's chunk, so English pages never load it. */
export const spanishText: LocaleText = {
  locale: 'es',
  site,
  formChrome,
  notFound,
  validationMessage: (message) => {
    if (hasSpanishTwin(message)) return translateValidationMessage(message);
    return serverTwins ? serverTwins.translateFieldError(message) : unknownValidationMessage;
  },
  serverMessage: (message) =>
    serverTwins ? serverTwins.translateServerMessage(message) : withoutTwins(message),
  optionLabel: translateOptionLabel,
};
