import { describe, expect, it } from 'vitest';
import { englishPortalPath, portalTwinOf, spanishPortalPath } from './portal-paths';

describe('the Spanish client portal paths', () => {
  it('puts /es in front of an English portal path and takes it away again', () => {
    expect(spanishPortalPath('/dashboard/client/jobs')).toBe('/es/dashboard/client/jobs');
    expect(englishPortalPath('/es/dashboard/client/jobs')).toBe('/dashboard/client/jobs');
    expect(englishPortalPath('/es/dashboard')).toBe('/dashboard');
    expect(englishPortalPath('/es/programs')).toBe('/es/programs');
  });

  it('twins the client pages both ways, and never a staff page', () => {
    expect(portalTwinOf('/dashboard/client')).toEqual({
      locale: 'es',
      path: '/es/dashboard/client',
    });
    expect(portalTwinOf('/es/dashboard/client/messages')).toEqual({
      locale: 'en',
      path: '/dashboard/client/messages',
    });
    expect(portalTwinOf('/dashboard/case-worker/clients')).toBeUndefined();
    expect(portalTwinOf('/dashboard/clientele')).toBeUndefined();
    expect(portalTwinOf('/es/dashboard/admin')).toBeUndefined();
  });
});
