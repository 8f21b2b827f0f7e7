import { describe, expect, it } from 'vitest';
import { about } from './about.js';
import { auth } from './auth.js';
import { careerCoach } from './career-coach.js';
import { contact, formMessages } from './contact.js';
import { dashboard } from './dashboard.js';
import { portal } from './portal.js';
import { mailText } from './mail.js';
import { mailText as spanishMailText } from './es/mail.js';
import { settings } from './settings.js';
import { caseManagement } from './case-management.js';
import { outcomesText } from './outcomes.js';
import { jobBoard } from './job-board.js';
import { employers } from './employers.js';
import { figures } from './figures.js';
import { getHelp } from './get-help.js';
import { getInvolved } from './get-involved.js';
import { home } from './home.js';
import { impactReport } from './impact-report.js';
import { programs } from './programs.js';
import { research } from './research.js';
import {
  aboutSchema,
  authSchema,
  careerCoachSchema,
  contactSchema,
  dashboardSchema,
  employersSchema,
  figuresSchema,
  formMessagesSchema,
  getHelpSchema,
  getInvolvedSchema,
  homeSchema,
  mailTextSchema,
  settingsSchema,
  caseManagementSchema,
  outcomesTextSchema,
  jobBoardSchema,
  impactReportSchema,
  portalSchema,
  programsPageSchema,
  researchSchema,
  simulatorSchema,
  siteSchema,
  successStoriesPageSchema,
  successStoriesSchema,
} from './schemas.js';
import { simulator } from './simulator.js';
import { site } from './site.js';
import { successStories, successStoriesPage } from './success-stories.js';

// Each module must satisfy its own exported schema, so the web app and API can trust the types.
const modules: [string, { parse: (value: unknown) => unknown }, unknown][] = [
  ['site', siteSchema, site],
  ['home', homeSchema, home],
  ['about', aboutSchema, about],
  ['programs', programsPageSchema, programs],
  ['getHelp', getHelpSchema, getHelp],
  ['employers', employersSchema, employers],
  ['getInvolved', getInvolvedSchema, getInvolved],
  ['research', researchSchema, research],
  ['impactReport', impactReportSchema, impactReport],
  ['successStories', successStoriesSchema, successStories],
  ['successStoriesPage', successStoriesPageSchema, successStoriesPage],
  ['contact', contactSchema, contact],
  ['formMessages', formMessagesSchema, formMessages],
  ['careerCoach', careerCoachSchema, careerCoach],
  ['auth', authSchema, auth],
  ['simulator', simulatorSchema, simulator],
  ['dashboard', dashboardSchema, dashboard],
  ['portal', portalSchema, portal],
  ['mailText', mailTextSchema, mailText],
  ['Spanish mailText', mailTextSchema, spanishMailText],
  ['settings', settingsSchema, settings],
  ['caseManagement', caseManagementSchema, caseManagement],
  ['outcomesText', outcomesTextSchema, outcomesText],
  ['jobBoard', jobBoardSchema, jobBoard],
  ['figures', figuresSchema, figures],
];

describe('content modules parse with their schemas', () => {
  it.each(modules)('%s', (_name, schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it('schemas reject broken content (so the parse tests above can fail)', () => {
    expect(() =>
      programsPageSchema.parse({ ...programs, programs: programs.programs.slice(1) }),
    ).toThrow();
    expect(() => siteSchema.parse({ ...site, organizationName: 'Pathways Inc.' })).toThrow();
    const [first, ...rest] = successStories;
    expect(first).toBeDefined();
    expect(() => successStoriesSchema.parse([{ ...first, category: 'Sports' }, ...rest])).toThrow();
    expect(() => successStoriesSchema.parse([...rest, rest[0]])).toThrow();
  });
});
