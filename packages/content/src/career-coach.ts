import { figures } from './figures.js';
import type { CareerCoach, ChatTopicId } from './career-coach.schema.js';

/**
 * The scripted career coach (spec §2 "Career coach chat", §9 chat claims). Replies are canned and
 * answered locally: no message ever leaves the browser.
 */

export const chatTopicIds = [
  'programs',
  'coding',
  'manufacturing',
  'logistics',
  'support',
  'requirements',
  'success',
  'help',
  'recordClearing',
  'default',
] as const;

const programsReply = `We offer free training with ${figures.supportMonths} support: software development (${figures.softwareProgramWeeks}), manufacturing (${figures.manufacturingProgramWeeks}) and logistics (${figures.logisticsProgramWeeks}). Which one sounds like you?`;

export const careerCoach: CareerCoach = {
  title: 'Career Coach',
  intro:
    'Ask about training, jobs, support or how to get started. Answers come right away, day or night.',
  welcomeMessage:
    "Hi, I'm the Pathways Career Coach. I can tell you about our training programs, job opportunities and support services. What would you like to know?",
  placeholder: 'Type your message...',
  sendLabel: 'Send',
  typingLabel: 'Career Coach is typing...',
  userLabel: 'You',
  messageLabel: 'Message the career coach',
  logLabel: 'Conversation with the career coach',
  topics: [
    {
      id: 'programs',
      keywords: [
        'program',
        'training',
        'train',
        'course',
        'class',
        'bootcamp',
        'learn',
        'certification',
      ],
      reply: programsReply,
    },
    {
      id: 'coding',
      keywords: [
        'software',
        'coding',
        'code',
        'programming',
        'developer',
        'development',
        'tech',
        'computer',
        'web',
      ],
      reply: `Our software development program runs ${figures.softwareProgramWeeks}. You learn to build websites and apps with a mentor, and no experience is needed to start. Graduates average ${figures.chatAverageStartWage} to start.`,
    },
    {
      id: 'manufacturing',
      keywords: [
        'manufacturing',
        'factory',
        'plant',
        'machine',
        'machinist',
        'welding',
        'production',
        'assembly',
      ],
      reply: `Our manufacturing program takes ${figures.manufacturingProgramWeeks}. You learn machine operation, quality checks and safety, and we connect you with local plants that are hiring.`,
    },
    {
      id: 'logistics',
      keywords: [
        'logistics',
        'warehouse',
        'forklift',
        'shipping',
        'delivery',
        'trucking',
        'cdl',
        'driver',
        'distribution',
      ],
      reply: `Our logistics training takes ${figures.logisticsProgramWeeks}. It covers forklift safety, inventory and shipping, for warehouse and distribution jobs across the Cedar Valley.`,
    },
    {
      id: 'support',
      keywords: [
        'support',
        'housing',
        'mentor',
        'mentoring',
        'case worker',
        'counseling',
        'counselor',
        'transportation',
        'recovery',
        'childcare',
      ],
      reply: `You get ${figures.supportMonths} support: a case worker, help with housing and rides, recovery and mental health referrals, and check-ins after you start work.`,
    },
    {
      id: 'requirements',
      keywords: [
        'requirement',
        'eligible',
        'eligibility',
        'qualify',
        'apply',
        'enroll',
        'sign up',
        'criminal record',
        'felony',
        'background',
      ],
      reply:
        'There are no fees and no perfect record needed. We serve people with records, people in recovery, people without stable housing and people who have been out of work a long time. Start with our intake form on the Get Help page.',
    },
    {
      id: 'success',
      keywords: [
        'success',
        'story',
        'stories',
        'result',
        'outcome',
        'statistic',
        'rate',
        'retention',
        'wage',
        'salary',
        'pay',
      ],
      reply: `Our graduates do well: ${figures.chatEmploymentRate} employment, a ${figures.chatRecidivismReduction} recidivism reduction, ${figures.chatAverageStartWage} average start and ${figures.chatOneYearRetention} one-year retention. Read their stories on our Success Stories page.`,
    },
    {
      id: 'help',
      keywords: [
        'help',
        'job',
        'work',
        'employment',
        'employer',
        'hire',
        'hiring',
        'opportunity',
        'opportunities',
        'career',
        'start',
        'get started',
      ],
      reply: `We can help you find work. We partner with ${figures.chatEmployers} employers who hire people facing barriers. The first step is our free intake form on the Get Help page, or call us.`,
    },
    {
      id: 'recordClearing',
      keywords: [
        'expunge',
        'expunged',
        'expungement',
        'clear my record',
        'clear my criminal record',
        'clean my record',
        'seal my record',
        'record clearing',
      ],
      reply:
        'Some Iowa records can be cleared (expunged): dismissed cases, finished deferred judgments and one old misdemeanor. Our screener tells you in a few minutes, and your answers stay on your device: /record-clearing',
    },
    {
      id: 'default',
      keywords: [],
      reply:
        'Cedar Valley Pathways helps people facing barriers to work get good jobs and keep them, with free training, support and fair-chance employers. Ask me about programs, support, requirements or success stories.',
    },
  ],
  quickQuestionsHeading: 'Quick Questions',
  quickQuestions: [
    { label: 'Training Programs', message: 'What training programs do you offer?' },
    { label: 'Software Development', message: 'Tell me about the software development program.' },
    { label: 'Logistics Careers', message: 'What logistics careers can I train for?' },
    { label: 'Support Services', message: 'What support services are available?' },
    { label: 'Entry Requirements', message: 'What are the requirements to join?' },
    { label: 'Success Stories', message: 'Can you share some success stories?' },
  ],
  quickReplies: [
    { label: 'Job opportunities', message: 'Job opportunities' },
    { label: 'Training programs', message: 'Training programs' },
    { label: 'Support services', message: 'Support services' },
  ],
  widget: {
    title: 'Career Coach',
    openLabel: 'COACH',
    closeLabel: 'Close chat',
    resetLabel: 'Reset position',
    centerLabel: 'Center window',
    resizeLabel: 'Drag to resize',
    quickRepliesLabel: 'Suggested questions',
  },
  contactPrompt: { text: 'Want to talk to a person?', label: 'Contact Us', href: '/contact' },
};

/**
 * Matching order. Specific topics come before broad ones so "software development program" is
 * about coding, not programs in general, and "help" (the broadest) is tried last.
 */
export const chatTopicPriority: readonly Exclude<ChatTopicId, 'default'>[] = [
  // Before "requirements": "expunge my felony" asks about clearing a record, not about joining.
  'recordClearing',
  'coding',
  'manufacturing',
  'logistics',
  'requirements',
  'success',
  'support',
  'programs',
  'help',
];

function normalize(text: string): string {
  // Accents are dropped first, so "capacitación" matches the Spanish script's "capacitacion".
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when `keyword` occurs in `normalized` as whole words, allowing a plural "s"/"es". */
function mentions(normalized: string, keyword: string): boolean {
  const phrase = normalize(keyword).trim().split(' ').map(escapeRegExp).join(' ');
  return new RegExp(` ${phrase}(?:s|es)? `).test(normalized);
}

/**
 * The coach's canned answer to `message`: the first topic in {@link chatTopicPriority} with a
 * keyword in the message, else the generic mission reply.
 *
 * @example
 * replyTo('How long is the FORKLIFT course?').topicId // 'logistics'
 * replyTo('xyzzy').topicId // 'default'
 */
export function replyTo(
  message: string,
  script: {
    readonly topics: readonly { id: ChatTopicId; keywords: readonly string[]; reply: string }[];
  } = careerCoach,
): { topicId: ChatTopicId; reply: string } {
  const normalized = normalize(message);
  const byId = new Map(script.topics.map((topic) => [topic.id, topic]));
  for (const id of chatTopicPriority) {
    const topic = byId.get(id);
    if (topic?.keywords.some((keyword) => mentions(normalized, keyword))) {
      return { topicId: topic.id, reply: topic.reply };
    }
  }
  return { topicId: 'default', reply: byId.get('default')?.reply ?? '' };
}
