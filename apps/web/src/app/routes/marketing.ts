import { successStoryIds } from '@pathways/content';
import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';
import { pageModule } from './page-module';

/** The public marketing pages (issue 5), inside the site header and footer. All prerendered. */
export const marketingRoutes: AppRoute[] = [
  { path: paths.home, ...pageModule('./pages/home.tsx'), prerender: true },
  { path: paths.about, ...pageModule('./pages/about.tsx'), prerender: true },
  { path: paths.programs, ...pageModule('./pages/programs.tsx'), prerender: true },
  { path: paths.getHelp, ...pageModule('./pages/get-help.tsx'), prerender: true },
  { path: paths.hireFromUs, ...pageModule('./pages/hire-from-us.tsx'), prerender: true },
  {
    path: paths.fairChanceGuide,
    ...pageModule('./pages/fair-chance-guide.tsx'),
    prerender: true,
  },
  { path: paths.getInvolved, ...pageModule('./pages/get-involved.tsx'), prerender: true },
  { path: paths.research, ...pageModule('./pages/research.tsx'), prerender: true },
  { path: paths.impactReport, ...pageModule('./pages/impact-report.tsx'), prerender: true },
  { path: paths.successStories, ...pageModule('./pages/success-stories.tsx'), prerender: true },
  {
    path: paths.successStory(':id'),
    ...pageModule('./pages/success-story.tsx'),
    // The id list rather than `successStories`, so the stories' text stays out of the entry chunk.
    prerender: successStoryIds.map((id) => paths.successStory(id)),
  },
  { path: paths.careerCoach, ...pageModule('./pages/career-coach.tsx'), prerender: true },
];
