import { portalPaths, resetLinkPath } from '@pathways/schemas/portal-paths';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '@/app/routes';
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
