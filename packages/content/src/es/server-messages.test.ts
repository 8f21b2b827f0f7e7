import { describe, expect, it } from 'vitest';
import { serverMessages, translateFieldError, translateServerMessage } from './server-messages.js';

describe("the API's refusals on a Spanish page", () => {
  it('keep their status and read in Spanish', () => {
    expect(translateServerMessage('401: Invalid username or password')).toBe(
      '401: El nombre de usuario o la contraseña no son correctos',
    );
    expect(translateServerMessage('409: You have already applied to this job')).toBe(
      '409: Ya mandó una solicitud para este empleo',
    );
  });

  it('fill the values of a message that has some, with the es-US plural', () => {
    expect(
      translateServerMessage(
        '429: Too many failed sign-in attempts. Please wait 1 second and try again.',
      ),
    ).toBe('429: Hubo demasiados intentos fallidos. Espere 1 segundo y vuelva a intentarlo.');
    expect(
      translateServerMessage(
        '429: Too many failed sign-in attempts. Please wait 42 seconds and try again.',
      ),
    ).toBe('429: Hubo demasiados intentos fallidos. Espere 42 segundos y vuelva a intentarlo.');
    expect(
      translateServerMessage('409: This application is Hired and can no longer be withdrawn'),
    ).toBe('409: Esta solicitud ya no se puede retirar.');
  });

  it('translate a validation message the API repeats', () => {
    expect(translateServerMessage('400: Passwords do not match')).toBe(
      '400: Las contraseñas no son iguales',
    );
  });

  it('never show English for a message they do not know, nor for a network failure', () => {
    expect(translateServerMessage('500: Internal Server Error')).toBe(
      '500: Algo falló de nuestro lado. Inténtelo de nuevo más tarde.',
    );
    expect(translateServerMessage('418: I am a teapot')).toMatch(/^418: No pudimos hacer/);
    expect(translateServerMessage('Failed to fetch')).toMatch(/^No pudimos conectarnos/);
  });

  it('give a field error the API sets itself its Spanish twin', () => {
    expect(translateFieldError('That username is already taken')).toBe(
      'Ese nombre de usuario ya está en uso',
    );
    expect(translateFieldError('Passwords do not match')).toBe('Las contraseñas no son iguales');
    expect(translateFieldError('Something nobody wrote')).toBe(
      'Revise lo que escribió en este campo.',
    );
  });

  it('have a Spanish twin for every message, none left in English', () => {
    for (const [english, spanish] of Object.entries(serverMessages)) {
      expect(spanish, english).not.toBe(english);
      expect(spanish.trim(), english).not.toBe('');
    }
  });
});
