import { describe, expect, it } from 'vitest';
import { appNeededAtOnce, type PageState } from './app-needed-at-once';

/** An English page read by an English browser, signed out, online: the app can wait. */
const readerOfEnglishPage: PageState = {
  prerendered: true,
  search: '',
  hash: '',
  cookies: '',
  pageLanguage: 'en',
  browserLanguages: ['en-US', 'en'],
  online: true,
};

describe('appNeededAtOnce', () => {
  it('lets a prerendered page wait for its reader', () => {
    expect(appNeededAtOnce(readerOfEnglishPage)).toBe(false);
    expect(
      appNeededAtOnce({
        ...readerOfEnglishPage,
        pageLanguage: 'es',
        browserLanguages: ['es-MX', 'en'],
      }),
    ).toBe(false);
  });

  it('starts the app for the empty shell, which shows nothing without it', () => {
    expect(appNeededAtOnce({ ...readerOfEnglishPage, prerendered: false })).toBe(true);
  });

  it('starts the app when the address picks a view the HTML does not show', () => {
    expect(appNeededAtOnce({ ...readerOfEnglishPage, hash: '#donate' })).toBe(true);
    expect(appNeededAtOnce({ ...readerOfEnglishPage, search: '?token=abc' })).toBe(true);
  });

  it('starts the app for someone who may be signed in, whose header shows their account', () => {
    expect(appNeededAtOnce({ ...readerOfEnglishPage, cookies: 'a=1; pathways.signed-in=1' })).toBe(
      true,
    );
  });

  it('starts the app offline, which says so and keeps what is sent', () => {
    expect(appNeededAtOnce({ ...readerOfEnglishPage, online: false })).toBe(true);
  });

  it('starts the app when the reader wants the other language, to offer the twin page', () => {
    expect(appNeededAtOnce({ ...readerOfEnglishPage, browserLanguages: ['es-US'] })).toBe(true);
    // A choice made with the language switch outweighs the browser's languages.
    expect(
      appNeededAtOnce({
        ...readerOfEnglishPage,
        browserLanguages: ['es-US'],
        cookies: 'pathways_language=en',
      }),
    ).toBe(false);
    expect(appNeededAtOnce({ ...readerOfEnglishPage, cookies: 'pathways_language=es' })).toBe(true);
    // A language the site does not have is not the other language.
    expect(appNeededAtOnce({ ...readerOfEnglishPage, browserLanguages: ['fr-FR'] })).toBe(false);
  });
});
