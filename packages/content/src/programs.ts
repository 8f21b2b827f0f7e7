import { figures } from './figures.js';
import type { ProgramsPage } from './programs.schema.js';

/** The Programs page (spec §2 "Programs", §3 "Program" and "Additional service"). */

/** Anchor ids of the six program sections, in page order; other pages deep-link to them. */
export const programIds = [
  'career-placement',
  'resume-coaching',
  'case-worker-mentorship',
  'education-support',
  'housing-stability',
  'recovery-mental-health',
] as const;

export const programs: ProgramsPage = {
  title: 'Our Programs',
  intro:
    'Free programs that help you get ready for work, find a job and keep it. Pick one, or let your case worker help you choose.',
  featuresHeading: 'What We Offer',
  onThisPageLabel: 'Programs on this page',
  programs: [
    {
      id: 'career-placement',
      title: 'Career Placement',
      icon: 'Briefcase',
      description:
        'We connect you with Cedar Valley employers who hire people with records and other barriers. You will not have to explain yourself to a stranger: we make the introduction.',
      features: [
        'Job matching with fair-chance employers',
        'Introductions to hiring managers',
        'Help with applications and paperwork',
        'Support on your first day and first weeks',
        'Help finding your next step when you are ready to grow',
      ],
      color: 'blue',
    },
    {
      id: 'resume-coaching',
      title: 'Resume & Interview Coaching',
      icon: 'FileText',
      description:
        'We help you write a resume that shows what you can do, and practice how to talk about gaps or a record honestly and with confidence.',
      features: [
        'One-on-one resume writing help',
        'Practice interviews with feedback',
        'How to talk about your record',
        'Cover letters and thank-you notes',
        'Interview clothes from our closet',
      ],
      color: 'green',
    },
    {
      id: 'case-worker-mentorship',
      title: 'Case Worker Mentorship',
      icon: 'Users',
      description: `You get your own case worker — one steady person who helps you make a plan, solve problems and stay on track, before and after you are hired, with ${figures.supportMonths} support and ${figures.careerMentorshipYears} career mentorship as your career grows.`,
      features: [
        'A personal action plan',
        'Regular check-ins in person or by phone',
        'Help with probation and parole requirements',
        'Referrals to trusted local services',
        'Someone to call when things get hard',
      ],
      color: 'purple',
    },
    {
      id: 'education-support',
      title: 'Education Support',
      icon: 'GraduationCap',
      description:
        'Finish your high school equivalency, earn a certificate or learn a trade. We help you find the right class and clear the way to get there.',
      features: [
        'High school equivalency (HiSET) prep',
        'Certificate and trade training referrals',
        'Help applying for grants and scholarships',
        'Basic computer and reading skills',
        'Tutoring from volunteer coaches',
      ],
      color: 'orange',
    },
    {
      id: 'housing-stability',
      title: 'Housing Stability',
      icon: 'House',
      description:
        'It is hard to hold a job without a safe place to sleep. We work with local shelters and landlords to help you find housing and keep it.',
      features: [
        'Emergency shelter referrals',
        'Help finding second-chance landlords',
        'Rental application support',
        'Connections to deposit and rent assistance',
        'Budgeting help to keep your home',
      ],
      color: 'teal',
    },
    {
      id: 'recovery-mental-health',
      title: 'Recovery & Mental Health',
      icon: 'HeartPulse',
      description:
        'Recovery and work go together. We connect you with counseling and recovery support, and we plan your job search around your health.',
      features: [
        'Referrals to counseling and treatment',
        'Peer recovery support',
        'Job plans that fit your recovery',
        'Support for dual diagnoses',
        'Help talking with employers about your needs',
      ],
      color: 'rose',
    },
  ],
  additionalServicesHeading: 'Additional Services',
  additionalServices: [
    {
      title: 'Transportation Assistance',
      icon: 'Bus',
      description: 'Bus passes and ride help to get you to training, interviews and work.',
    },
    {
      title: 'Legal Aid Referrals',
      icon: 'Scale',
      description:
        'Connections to free legal help with records, fines, licenses and expungement questions.',
    },
    {
      title: 'Computer Lab Access',
      icon: 'Monitor',
      description:
        'Use our computers and printer to search for jobs, write your resume and apply online.',
    },
    {
      title: 'Financial Literacy',
      icon: 'PiggyBank',
      description: 'Simple classes on budgeting, banking, credit and making a paycheck last.',
    },
  ],
  trainingHeading: 'Training Programs',
  trainingIntro: `Hands-on training for jobs that are hiring in the Cedar Valley right now. Our bootcamps run ${figures.bootcampWeeks}, and shorter courses get you ready for entry-level work sooner.`,
  trainingPrograms: [
    {
      title: 'Software Development Bootcamp',
      description:
        'Learn to build websites and apps from the ground up, with a mentor by your side.',
      tags: ['Partner', 'Tech', 'High Demand'],
      duration: figures.softwareProgramWeeks,
    },
    {
      title: 'Warehouse & Logistics',
      description:
        'Forklift safety, inventory and shipping skills for distribution jobs across the region.',
      tags: ['In-house', 'Logistics', 'Entry Level'],
      duration: figures.logisticsProgramWeeks,
    },
    {
      title: 'Advanced Manufacturing',
      description:
        'Machine operation, quality checks and shop safety for local plants that are hiring.',
      tags: ['Partner', 'Trades', 'High Demand'],
      duration: figures.manufacturingProgramWeeks,
    },
    {
      title: 'Construction Trades',
      description: 'Tools, safety and basic carpentry to start a path toward a skilled trade.',
      tags: ['Partner', 'Trades'],
      duration: figures.constructionProgramWeeks,
    },
    {
      title: 'Job Readiness Essentials',
      description:
        'Workplace basics, communication and problem solving to get ready for any first job.',
      tags: ['In-house', 'Entry Level'],
      duration: figures.jobReadinessProgramWeeks,
    },
    {
      title: 'Healthcare Support',
      description: 'Training for entry roles in patient care, dietary and environmental services.',
      tags: ['Partner', 'Healthcare', 'High Demand'],
      duration: figures.healthcareProgramWeeks,
    },
  ],
  trainingTagLabels: {
    'In-house': 'In-house',
    Partner: 'Partner',
    'High Demand': 'High Demand',
    Tech: 'Tech',
    Logistics: 'Logistics',
    Trades: 'Trades',
    'Entry Level': 'Entry Level',
    Healthcare: 'Healthcare',
  },
  cta: {
    heading: 'Ready to Get Started?',
    text: 'It only takes a few minutes to reach out. We will take it from there, together.',
    primary: { label: 'Complete Intake Form', href: '/contact?view=client-intake' },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};
