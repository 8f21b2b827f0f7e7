import { portalPaths, resetLinkPath } from '@pathways/schemas/portal-paths';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '@/app/routes';
import { portalLink } from '@/lib/portal-text/portal-text';
import { paths } from './paths';

describe('the portal paths the API e-mails link to', () => {
  it('are the paths the web routes by, so an e-mailed link opens a page', () => {
    expect(paths).toBe(portalPaths);
    const routes = routePatterns();
    // The invitation and reset e-mails: the page in English and its Spanish twin.
    const resetPage = resetLinkPath('a-token').split('#')[0];
    expect(routes).toContain(resetPage);
    expect(routes).toContain(`/es${resetPage}`);
    // The staff alerts and the client's notices land under the dashboard's routes.
    expect(routes).toContain(`${portalPaths.dashboard}/*`);
    for (const path of [
      portalPaths.clientApplications,
      portalPaths.clientMessages,
      portalPaths.employerJobs,
    ]) {
      expect(path.startsWith(`${portalPaths.dashboard}/`)).toBe(true);
    }
  });
});

describe('portalLink', () => {
  it('keeps a Spanish reader in the Spanish portal and leaves English and public paths alone', () => {
    expect(portalLink('/es/dashboard', paths.clientJobs)).toBe('/es/dashboard/client/jobs');
    expect(portalLink('/dashboard', paths.clientJobs)).toBe('/dashboard/client/jobs');
    expect(portalLink('/es/dashboard', paths.dashboardClient)).toBe('/es/dashboard/client');
    expect(portalLink('/es/dashboard', paths.contact)).toBe('/contact');
  });
});
