import { successStoryIds } from '@pathways/content';
import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';

/** The public marketing pages (issue 5), inside the site header and footer. All prerendered. */
export const marketingRoutes: AppRoute[] = [
  { path: paths.home, load: () => import('./pages/home'), prerender: true },
  { path: paths.about, load: () => import('./pages/about'), prerender: true },
  { path: paths.programs, load: () => import('./pages/programs'), prerender: true },
  { path: paths.getHelp, load: () => import('./pages/get-help'), prerender: true },
  { path: paths.hireFromUs, load: () => import('./pages/hire-from-us'), prerender: true },
  {
    path: paths.fairChanceGuide,
    load: () => import('./pages/fair-chance-guide'),
    prerender: true,
  },
  { path: paths.getInvolved, load: () => import('./pages/get-involved'), prerender: true },
  { path: paths.research, load: () => import('./pages/research'), prerender: true },
  { path: paths.impactReport, load: () => import('./pages/impact-report'), prerender: true },
  { path: paths.successStories, load: () => import('./pages/success-stories'), prerender: true },
  {
    path: paths.successStory(':id'),
    load: () => import('./pages/success-story'),
    // The id list rather than `successStories`, so the stories' text stays out of the entry chunk.
    prerender: successStoryIds.map((id) => paths.successStory(id)),
  },
  { path: paths.careerCoach, load: () => import('./pages/career-coach'), prerender: true },
];
