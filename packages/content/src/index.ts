// Data, ids, helpers and types only: the runtime zod schemas live in the `@pathways/content/schemas`
// entry, so a page that imports its text never pulls in zod (~29 KB gzipped) or other pages' text.
export type {
  Link,
  Color,
  IconName,
  FaqItem,
  Stat,
  Card,
  Step,
  Testimonial,
} from './shared.schema.js';
export * from './figures.js';
export * from './figure-amount.js';
export * from './site.js';
export type { SocialLink, Site } from './site.schema.js';
export * from './home.js';
export type {
  ResearchBadge,
  ResearchTopic,
  HomeSectionId,
  SectionMenuItem,
  Home,
} from './home.schema.js';
export * from './about.js';
export type { Leader, About } from './about.schema.js';
export * from './programs.js';
export type {
  ProgramId,
  Program,
  AdditionalService,
  TrainingTag,
  TrainingProgram,
  ProgramsPage,
} from './programs.schema.js';
export * from './get-help.js';
export * from './record-clearing.js';
export * from './fair-chance-guide.js';
export type { GetHelp } from './get-help.schema.js';
export * from './employers.js';
export type { Employers } from './employers.schema.js';
export * from './get-involved.js';
export type { GetInvolvedTabId, VolunteerRole, GetInvolved } from './get-involved.schema.js';
export * from './research.js';
export type { ResearchCategory, ResearchPaper, Research } from './research.schema.js';
export * from './impact-report.js';
export type {
  ReportRow,
  ReportSection,
  ReportChart,
  ChartBar,
  ChartComparison,
  ImpactReport,
} from './impact-report.schema.js';
export * from './success-stories.js';
export * from './success-story-ids.js';
export type { StoryCategory, SuccessStory, SuccessStoriesPage } from './success-stories.schema.js';
export * from './contact.js';
export * from './contact-views.js';
export * from './application-forms.js';
export * from './javascript-needed.js';
export type { ContactView, ToastText, Contact } from './contact.schema.js';
export * from './career-coach.js';
export type { ChatTopicId, ChatTopic, QuickQuestion, CareerCoach } from './career-coach.schema.js';
export * from './auth.js';
export type { Auth } from './auth.schema.js';
export * from './simulator.js';
export type { Simulator } from './simulator.schema.js';
export * from './simulator-ui.js';
export * from './dashboard.js';
export type { DashboardRole, Dashboard } from './dashboard.schema.js';
export * from './portal.js';
export * from './portal-frame.js';
export * from './client-portal.js';
export type { Portal } from './portal.schema.js';
export * from './mail.js';
export * from './mail-kinds.js';
export * from './mail-render.js';
export type { MailText } from './mail.schema.js';
export * from './settings.js';
export type { Settings } from './settings.schema.js';
export * from './case-management.js';
export * from './consent-texts.js';
export * from './outcomes.js';
export * from './job-board.js';
export * from './employer-setup-text.js';
export * from './validation.js';
export * from './forms.js';
export * from './offline.js';
export * from './i18n/locale.js';
export * from './i18n/format-message.js';
export type { Translation, FixedKey } from './i18n/translation.js';
export * from './debug-page.js';
export * from './app-screens.js';
