import { localePrefix, successStoryIds } from '@pathways/content';
import { paths } from '@/config/paths';
import type { AppRoute } from '../route-types';

const es = (path: string) => `${localePrefix.es}${path}`;

/**
 * The Spanish twins under /es (issue 18), inside the Spanish frame (router.tsx). Each path is in
 * config/locales.ts's list of twinned pages too (a test keeps the two lists the same). All prerendered.
 */
export const spanishRoutes: AppRoute[] = [
  { path: es(paths.about), load: () => import('./pages/es/about'), prerender: true },
  { path: es(paths.programs), load: () => import('./pages/es/programs'), prerender: true },
  { path: es(paths.research), load: () => import('./pages/es/research'), prerender: true },
  {
    path: es(paths.successStories),
    load: () => import('./pages/es/success-stories'),
    prerender: true,
  },
  {
    path: es(paths.successStory(':id')),
    load: () => import('./pages/es/success-story'),
    prerender: successStoryIds.map((id) => es(paths.successStory(id))),
  },
  { path: es(paths.contact), load: () => import('./pages/es/contact'), prerender: true },
  {
    path: es(paths.recordClearing),
    load: () => import('./pages/es/record-clearing'),
    prerender: true,
  },
  { path: es(paths.auth), load: () => import('./pages/es/auth'), prerender: true },
  {
    path: es(paths.javascriptNeeded),
    load: () => import('./pages/es/javascript-needed'),
    prerender: true,
  },
  { path: es(paths.careerCoach), load: () => import('./pages/es/career-coach'), prerender: true },
  // Get Help, Get Involved, Hire From Us and account recovery, with their forms .
  { path: es(paths.getHelp), load: () => import('./pages/es/get-help'), prerender: true },
  { path: es(paths.getInvolved), load: () => import('./pages/es/get-involved'), prerender: true },
  { path: es(paths.hireFromUs), load: () => import('./pages/es/hire-from-us'), prerender: true },
  {
    path: es(paths.fairChanceGuide),
    load: () => import('./pages/es/fair-chance-guide'),
    prerender: true,
  },
  {
    path: es(paths.forgotPassword),
    load: () => import('./pages/es/forgot-password'),
    prerender: true,
  },
  {
    path: es(paths.resetPassword),
    load: () => import('./pages/es/reset-password'),
    prerender: true,
  },
  { path: es(paths.home), load: () => import('./pages/es/home'), prerender: true },
  {
    path: es(paths.impactReport),
    load: () => import('./pages/es/impact-report'),
    prerender: true,
  },
  { path: es(paths.simulator), load: () => import('./pages/es/simulator'), prerender: true },
  { path: es(paths.debugMobile), load: () => import('./pages/es/debug-mobile'), prerender: true },
];
