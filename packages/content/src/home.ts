import { figures } from './figures.js';
import type { Home } from './home.schema.js';

/**
 * The home page, section by section in the order of spec §2 "Home". Section ids are the anchors
 * the floating section menu scrolls to, so they are part of the contract with the web app.
 */

export const homeSectionIds = [
  'home',
  'framework',
  'research-topics',
  'white-paper',
  'how-it-works',
  'business-impact',
  'success-stories',
  'call-to-action',
  'programs',
  'get-involved',
  'client-portal',
] as const;

export const home: Home = {
  hero: {
    id: 'home',
    eyebrow: 'Cedar Valley Pathways · Waterloo & Cedar Falls',
    heading: 'Your past is not the end of your story.',
    description:
      'We help people with records, people in recovery and people who have been out of work find steady jobs with local employers who believe in second chances. Our help is free.',
    primaryCta: { label: 'Get Help Now', href: '/get-help' },
    secondaryCta: { label: 'Hire From Us', href: '/hire-from-us' },
    dualImpact: {
      title: 'Dual-Impact Model',
      description:
        'One program, two wins: local businesses get reliable workers, and our participants get a real start.',
      business: {
        heading: 'For Businesses',
        benefits: [
          `${figures.retentionRate} retention, compared with ${figures.industryRetentionRate} industry average`,
          `Tax credits of up to ${figures.taxCreditPerHire} per hire`,
          'Pre-screened, job-ready candidates at no cost',
          `${figures.supportMonths} support for every hire`,
        ],
      },
      participants: {
        heading: 'For Participants',
        benefits: [
          'Free job training and coaching',
          'A case worker who knows your name',
          'Help with housing, rides and recovery',
          'Jobs with employers who want you to succeed',
        ],
      },
    },
    careerCoachPromo: {
      badge: 'New',
      title: 'Meet Career Coach AI',
      description:
        'Have a question at midnight? Our career coach answers questions about programs, training and support any time, right from your phone.',
      cta: { label: 'Chat With the Career Coach', href: '/career-coach' },
    },
  },
  overview: {
    id: 'framework',
    heading: 'The Pathways Framework',
    description:
      'Work changes lives. A steady paycheck brings stability, pride and a reason to stay on track. We build everything around that.',
    vision: {
      title: 'Our Vision',
      text: 'A Cedar Valley where a record, a relapse or a rough patch never shuts someone out of good work for good.',
    },
    pillars: [
      {
        title: 'Prepare',
        description:
          'Training, coaching and practice so people walk into day one confident and ready.',
        icon: 'GraduationCap',
      },
      {
        title: 'Connect',
        description:
          'Matches with fair-chance employers in Waterloo and Cedar Falls who are hiring now.',
        icon: 'Handshake',
      },
      {
        title: 'Sustain',
        description: `${figures.supportMonths} support after hire, so a new job becomes a lasting career.`,
        icon: 'ShieldCheck',
      },
    ],
    quote: {
      text: 'Nobody gets back on their feet alone. When a neighbor gets a fair shot at work, the whole community gets stronger.',
      attribution: 'Denise Whitfield, Executive Director',
    },
    proposedImpact: {
      heading: 'Proposed 2030 Impact',
      stats: [
        {
          value: figures.graduatesBy2030,
          label: 'Graduates',
          description: 'People trained and placed by 2030 as the model grows',
        },
        {
          value: figures.placements,
          label: 'Placements',
          description: 'Job placements with fair-chance employers in the Cedar Valley by 2030',
        },
        {
          value: figures.impactBy2030,
          label: 'Economic Impact',
          description: 'Projected impact by 2030 from wages earned and costs avoided',
        },
      ],
      note: 'These are goals for 2030 as the model spreads to partner communities, not results to date.',
    },
  },
  research: {
    id: 'research-topics',
    heading: 'Research Behind Our Work',
    description:
      'Our approach is built on public research about jobs, reentry and recovery. Explore the topics below.',
    cardLinkLabel: 'Read our summary',
    documentLinkLabel: 'View source document',
    viewAll: { label: `View all ${figures.researchPapers} research papers`, href: '/research' },
    topics: [
      {
        title: 'Employment and Recidivism',
        description:
          'Why a steady job is one of the strongest protections against returning to prison.',
        color: 'blue',
        badge: 'Updated',
        documentUrl: 'https://www.prisonpolicy.org/reports/outofwork.html',
      },
      {
        title: 'The Business Case for Fair-Chance Hiring',
        description: 'What employers gain in loyalty, retention and lower hiring costs.',
        color: 'green',
        badge: 'Featured',
        documentUrl:
          'https://www.aclu.org/press-releases/aclu-report-makes-business-case-hiring-formerly-incarcerated-people',
      },
      {
        title: 'Education and Job Training',
        description: 'How training behind and beyond the walls opens doors to better jobs.',
        color: 'purple',
        documentUrl: 'https://www.rand.org/pubs/research_reports/RR266.html',
      },
      {
        title: 'Integrated Reentry and Employment',
        description: 'Matching the right services to the right person at the right time.',
        color: 'orange',
        badge: 'New',
        documentUrl:
          'https://csgjusticecenter.org/projects/integrated-reentry-and-employment-strategies/',
      },
      {
        title: 'Collateral Consequences',
        description:
          'The hidden rules that follow a conviction and block jobs, housing and licenses.',
        color: 'teal',
        documentUrl: 'https://niccc.nationalreentryresourcecenter.org/',
      },
      {
        title: 'Social Enterprise Models',
        description:
          'How mission-driven businesses hire and support people facing barriers to work.',
        color: 'rose',
        documentUrl:
          'https://www.mathematica.org/our-publications-and-findings/projects/redf-social-enterprises-evaluation',
      },
    ],
  },
  impact: {
    id: 'white-paper',
    heading: 'The Problem and the Promise',
    description:
      'Too many people leave prison ready to work and find every door closed. Here is what that costs, and what a job can change.',
    potentialHeading: 'Potential Impact',
    potential: [
      {
        value: figures.lowerRecidivism,
        label: 'Lower recidivism',
        description: 'For participants who complete training and stay employed',
      },
      {
        value: figures.incomeGrowth,
        label: 'Income growth',
        description: 'Average rise in earnings for working graduates',
      },
      {
        value: figures.savedPerPersonPerYear,
        label: 'Saved per person per year',
        description: 'About what it costs to keep one person incarcerated',
      },
      {
        value: figures.savedPerCohortOf100,
        label: 'Saved per cohort of 100',
        description: 'Public costs avoided for every group of 100 participants',
      },
    ],
    challengeHeading: 'The Challenge',
    challenges: [
      {
        value: figures.nationalRecidivism,
        label: 'Recidivism',
        description: 'Of people released from prison are rearrested within a few years',
      },
      {
        value: figures.incarcerationCost,
        label: 'Yearly cost',
        description: 'Spent on incarceration in the United States each year',
      },
      {
        value: figures.formerlyIncarceratedUnemployment,
        label: 'Unemployment',
        description: 'Of formerly incarcerated people are looking for work but cannot find it',
      },
      {
        value: figures.reoffendingEmployed,
        label: 'Reoffending with steady employment',
        comparison: figures.reoffendingUnemployed,
        description: `${figures.reoffendingEmployed} reoffend with steady employment, compared with ${figures.reoffendingUnemployed} without it`,
      },
    ],
    whitePaperCard: {
      title: 'Read the White Paper',
      description:
        'Our model explained: how training, support and fair-chance employers work together to cut recidivism.',
      icon: 'FileText',
      cta: { label: 'Explore Research', href: '/research' },
    },
    impactReportCard: {
      title: 'Impact and Opportunity Report',
      description:
        'The numbers behind the model: costs, savings and outcomes for the Cedar Valley.',
      icon: 'BarChart3',
      cta: { label: 'View Impact Report', href: '/impact-report' },
    },
    simulatorTeaser: {
      heading: 'Try the Economic Impact Simulator',
      description:
        'Pick a city and a type of support, and see what second-chance employment could save taxpayers.',
      statedGoalsHeading: 'Our stated goals',
      stats: [
        { value: figures.simulatorRecidivismReduction, label: 'Recidivism reduction' },
        { value: figures.simulatorSavings, label: 'Savings' },
        { value: figures.simulatorRoi, label: 'Return on investment' },
      ],
      note: 'These are the goals we have set for a full wraparound program, not a result of the simulator. Your results depend on the city and settings you choose.',
      modelHeading: 'What the simulator gives on published evidence',
      scenarioPrefix: 'Conservative parameter set, scenario',
      scenarioLinkLabel: 'Open this scenario in the simulator',
      reproducePrefix: 'Reproduce this with:',
      cta: { label: 'Open Impact Sims', href: '/economic-impact-simulator' },
    },
  },
  howItWorks: {
    id: 'how-it-works',
    heading: 'How It Works',
    description: 'Four steps from first call to a job you can keep.',
    steps: [
      {
        number: 1,
        title: 'Reach Out',
        description: 'Fill out a short intake form or call us. There is no cost and no judgment.',
      },
      {
        number: 2,
        title: 'Make a Plan',
        description: 'Meet your case worker and build a plan around your goals, skills and needs.',
      },
      {
        number: 3,
        title: 'Train and Prepare',
        description: 'Build job skills, write your resume and practice interviews with a coach.',
      },
      {
        number: 4,
        title: 'Get Hired and Grow',
        description: `Start work with a fair-chance employer, with ${figures.supportMonths} support behind you.`,
      },
    ],
  },
  businessImpact: {
    id: 'business-impact',
    heading: 'Good for Business',
    description:
      'Fair-chance hiring is not charity. Our employer partners see stronger teams and real savings.',
    stats: [
      {
        value: figures.retentionRate,
        label: 'Retention rate',
        comparison: figures.industryRetentionRate,
        description: `Compared with ${figures.industryRetentionRate} industry average`,
      },
      {
        value: figures.attendanceRate,
        label: 'Attendance',
        comparison: figures.industryAttendanceRate,
        description: `Compared with ${figures.industryAttendanceRate} for other hires`,
      },
      {
        value: figures.taxCreditPerHire,
        label: 'Tax credits per hire',
        description: 'Work tax credits of up to this amount for each eligible hire',
      },
      {
        value: figures.savingsPerHire,
        label: 'Savings per hire',
        description: 'Lower recruiting and turnover costs',
      },
      {
        value: figures.roiMultiple,
        label: 'Return on investment',
        description: 'For employers who partner with us',
      },
      {
        value: figures.wouldHireAgain,
        label: 'Would hire again',
        description: 'Of our employer partners',
      },
    ],
    cta: { label: 'Partner With Us', href: '/hire-from-us' },
  },
  successStories: {
    id: 'success-stories',
    heading: 'Success Stories',
    description: 'Real people from our community who took the first step.',
    storyCount: 3,
    excerptLength: 150,
    readMoreLabel: 'Read full story',
    loadingLabel: 'Loading stories...',
    categoryLabels: {
      Employment: 'Employment',
      Recovery: 'Recovery',
      Housing: 'Housing',
      'Justice Reform': 'Justice Reform',
      'Family Support': 'Family Support',
    },
    viewAll: { label: 'View All Stories', href: '/success-stories' },
  },
  callToAction: {
    id: 'call-to-action',
    heading: 'Ready to Take the Next Step?',
    description:
      'Whether you need a job, want to hire or want to help, there is a place for you here.',
    primaryCta: { label: 'Get Help', href: '/get-help' },
    secondaryCta: { label: 'Hire From Us', href: '/hire-from-us' },
    mailingList: {
      heading: 'Join Our Mailing List',
      description: 'Stories, hiring events and volunteer news from around the Cedar Valley.',
      emailLabel: 'Email address',
      emailPlaceholder: 'Enter your email',
      subscribeLabel: 'Subscribe',
      disabledNote:
        'Our mailing list is coming soon. For now, follow us on social media for updates.',
    },
  },
  programs: {
    id: 'programs',
    heading: 'Our Programs',
    description:
      'Six programs that meet people where they are, from a first resume to a stable home.',
    cta: { label: 'Explore All Programs', href: '/programs' },
  },
  getInvolved: {
    id: 'get-involved',
    heading: 'Get Involved',
    description: 'Every gift of time, money or opportunity helps a neighbor get back to work.',
    options: [
      {
        title: 'Donate',
        description:
          'Pay for work boots, bus passes and training fees that stand between someone and a job.',
        icon: 'Heart',
        cta: { label: 'Donate', href: '/get-involved#donate' },
      },
      {
        title: 'Volunteer',
        description: 'Coach, mentor or teach a skill. A few hours a month goes a long way.',
        icon: 'Users',
        cta: { label: 'Volunteer', href: '/get-involved#volunteer' },
      },
      {
        title: 'Partner With Us',
        description:
          'Businesses and nonprofits: work with us to open more doors across the Cedar Valley.',
        icon: 'Handshake',
        cta: { label: 'Partner With Us', href: '/get-involved#partner' },
      },
    ],
  },
  clientPortal: {
    id: 'client-portal',
    heading: 'Client Portal',
    description: 'Already working with us? Sign in to keep track of your progress.',
    features: [
      'See job matches picked for you',
      'Keep track of appointments',
      'Message your case worker',
      'Find helpful resources',
    ],
    cta: { label: 'Sign In to the Client Portal', href: '/auth' },
  },
  sectionMenu: {
    toggleLabel: 'MENU',
    coachLabel: 'COACH',
    navLabel: 'Jump to a section',
    items: [
      { label: 'Home', targetId: 'home' },
      { label: 'Framework', targetId: 'framework' },
      { label: 'Business Impact', targetId: 'business-impact' },
      { label: 'Success Stories', targetId: 'success-stories' },
      { label: 'White Paper', targetId: 'white-paper' },
      { label: 'Programs', targetId: 'programs' },
      { label: 'Get Involved', targetId: 'get-involved' },
      { label: 'Top', targetId: 'top' },
    ],
  },
};
