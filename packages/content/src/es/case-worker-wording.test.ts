import { describe, expect, it } from 'vitest';
import { clientPortal } from './client-portal.js';
import { mailText } from './mail.js';

/**
 * Issue 32: the Spanish a client reads about their own case worker does not give that person a
 * gender ("su trabajador de casos" for a woman): it says "la persona que lleva su caso".
 */
describe('the Spanish words for a client’s own case worker', () => {
  it.each([
    ['client portal', clientPortal],
    ['e-mail', mailText],
  ])('are gender-neutral in the %s', (_name, texts) => {
    expect(JSON.stringify(texts)).not.toMatch(/su trabajador(a)? de casos/i);
  });
});
