import { localePrefix, successStoryIds } from '@pathways/content';
import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';
import { pageModule } from './page-module';

const es = (path: string) => `${localePrefix.es}${path}`;

/**
 * The Spanish twins under /es (issue 18), inside the Spanish frame (router.tsx). Each path is in
 * config/locales.ts's list of twinned pages too (a test keeps the two lists the same). All prerendered.
 */
export const spanishRoutes: AppRoute[] = [
  { path: es(paths.about), ...pageModule('./pages/es/about.tsx'), prerender: true },
  { path: es(paths.programs), ...pageModule('./pages/es/programs.tsx'), prerender: true },
  { path: es(paths.research), ...pageModule('./pages/es/research.tsx'), prerender: true },
  {
    path: es(paths.successStories),
    ...pageModule('./pages/es/success-stories.tsx'),
    prerender: true,
  },
  {
    path: es(paths.successStory(':id')),
    ...pageModule('./pages/es/success-story.tsx'),
    prerender: successStoryIds.map((id) => es(paths.successStory(id))),
  },
  { path: es(paths.contact), ...pageModule('./pages/es/contact.tsx'), prerender: true },
  {
    path: es(paths.recordClearing),
    ...pageModule('./pages/es/record-clearing.tsx'),
    prerender: true,
  },
  { path: es(paths.auth), ...pageModule('./pages/es/auth.tsx'), prerender: true },
  {
    path: es(paths.javascriptNeeded),
    ...pageModule('./pages/es/javascript-needed.tsx'),
    prerender: true,
  },
  { path: es(paths.careerCoach), ...pageModule('./pages/es/career-coach.tsx'), prerender: true },
  // Get Help, Get Involved, Hire From Us and account recovery, with their forms .
  { path: es(paths.getHelp), ...pageModule('./pages/es/get-help.tsx'), prerender: true },
  { path: es(paths.getInvolved), ...pageModule('./pages/es/get-involved.tsx'), prerender: true },
  { path: es(paths.hireFromUs), ...pageModule('./pages/es/hire-from-us.tsx'), prerender: true },
  {
    path: es(paths.fairChanceGuide),
    ...pageModule('./pages/es/fair-chance-guide.tsx'),
    prerender: true,
  },
  {
    path: es(paths.forgotPassword),
    ...pageModule('./pages/es/forgot-password.tsx'),
    prerender: true,
  },
  {
    path: es(paths.resetPassword),
    ...pageModule('./pages/es/reset-password.tsx'),
    prerender: true,
  },
  { path: es(paths.home), ...pageModule('./pages/es/home.tsx'), prerender: true },
  {
    path: es(paths.impactReport),
    ...pageModule('./pages/es/impact-report.tsx'),
    prerender: true,
  },
  { path: es(paths.simulator), ...pageModule('./pages/es/simulator.tsx'), prerender: true },
  { path: es(paths.debugMobile), ...pageModule('./pages/es/debug-mobile.tsx'), prerender: true },
];
