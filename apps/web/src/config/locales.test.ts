import { describe, expect, it } from 'vitest';
import { spanishRoutes } from '@/app/routes/spanish';
import { localeOfPath, spanishTwinnedPaths, spanishTwinOf, twinOf } from './locales';

describe('Spanish twins', () => {
  it('every twinned English page has a Spanish route, and every Spanish route a twinned page', () => {
    expect(spanishRoutes.map((route) => route.path)).toEqual(
      spanishTwinnedPaths.map((path) => `/es${path}`),
    );
  });

  it('switches a page to its twin and back, and offers none where there is no twin yet', () => {
    expect(twinOf('/programs')).toEqual({ locale: 'es', path: '/es/programs' });
    expect(twinOf('/es/programs')).toEqual({ locale: 'en', path: '/programs' });
    expect(twinOf('/success-stories/3')).toEqual({ locale: 'es', path: '/es/success-stories/3' });
    expect(twinOf('/get-help')).toEqual({ locale: 'es', path: '/es/get-help' });
    expect(twinOf('/es/auth/forgot-password')).toEqual({
      locale: 'en',
      path: '/auth/forgot-password',
    });
    // Staff screens stay English (issue 18).
    expect(twinOf('/dashboard/admin/settings')).toBeUndefined();
    expect(twinOf('/es/dashboard/admin/settings')).toBeUndefined();
    expect(twinOf('/')).toEqual({ locale: 'es', path: '/es/' });
    expect(twinOf('/es/')).toEqual({ locale: 'en', path: '/' });
    expect(twinOf('/es')).toEqual({ locale: 'en', path: '/' });
    expect(twinOf('/dashboard/client')).toBeUndefined();
  });

  it('reads the language from the path prefix only', () => {
    expect(localeOfPath('/es/about')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/estate')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(spanishTwinOf('/about/')).toBe('/es/about/');
    expect(spanishTwinOf('/about/team')).toBeUndefined();
  });
});
