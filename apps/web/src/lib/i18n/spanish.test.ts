import { describe, expect, it } from 'vitest';
import { loadServerMessageTwins, spanishText } from './spanish';

describe('the Spanish frame and the API’s messages', () => {
  it('never shows English: a plain Spanish sentence before the twins arrive, the twin after', async () => {
    const refused = '401: Invalid username or password';
    expect(spanishText.serverMessage(refused)).toBe(
      '401: No pudimos hacer lo que pidió. Vuelva a intentarlo en un momento.',
    );
    expect(spanishText.validationMessage('That username is already taken')).toBe(
      'Revise lo que escribió en este campo.',
    );
    await loadServerMessageTwins();
    expect(spanishText.serverMessage(refused)).toBe(
      '401: El nombre de usuario o la contraseña no son correctos',
    );
    expect(spanishText.validationMessage('That username is already taken')).toBe(
      'Ese nombre de usuario ya está en uso',
    );
    expect(spanishText.validationMessage('Passwords do not match')).toBe(
      'Las contraseñas no son iguales',
    );
  });
});
