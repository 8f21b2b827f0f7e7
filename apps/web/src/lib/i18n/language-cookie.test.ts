import { describe, expect, it } from 'vitest';
import { browserLanguage, rememberedLanguage } from './language-cookie';

describe('language preference', () => {
  it('reads a remembered language from the cookie, ignoring other cookies and unknown values', () => {
    expect(rememberedLanguage('a=1; pathways_language=es; b=2')).toBe('es');
    expect(rememberedLanguage('pathways_language=en')).toBe('en');
    expect(rememberedLanguage('pathways_language=fr')).toBeUndefined();
    expect(rememberedLanguage('')).toBeUndefined();
  });

  it("takes the browser's first language only, and only one the site has", () => {
    expect(browserLanguage(['es-US', 'en'])).toBe('es');
    expect(browserLanguage(['en-US', 'es'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'es'])).toBeUndefined();
    expect(browserLanguage([])).toBeUndefined();
  });
});
