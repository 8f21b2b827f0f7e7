import { figures } from './figures.js';
import type { Employers } from './employers.schema.js';

/** The employer page at /hire-from-us (spec §2 "Employer page"). */

export const employers: Employers = {
  hero: {
    badge: 'Free for Employers',
    title: 'Hire Reliable Talent. Build a Stronger Cedar Valley.',
    description:
      'We send you pre-screened, trained candidates and support every hire. It costs you nothing.',
    stats: [
      { value: figures.employerPartners, label: 'Employer partners' },
      { value: figures.retentionRate, label: 'Retention rate' },
    ],
    primaryCta: { label: 'Become a Partner', href: '/hire-from-us#onboarding' },
    secondaryCta: { label: 'See the Research', href: '/research' },
  },
  advantages: [
    {
      heading: 'Employees Who Stay',
      description:
        'Second-chance hires tend to be loyal. When someone gives you a chance, you show up for them.',
      stats: [
        {
          value: figures.retentionRate,
          label: 'Retention',
          description: `Compared with ${figures.industryRetentionRate} industry average`,
        },
        {
          value: figures.longerEmployment,
          label: 'Longer employment',
          description: 'Our hires stay on the job longer than the average new hire',
        },
        {
          value: `${figures.retentionMonths} vs ${figures.industryRetentionMonths} months`,
          label: 'Average retention',
          description: `${figures.retentionMonths} months for our placements, ${figures.industryRetentionMonths} months industry average`,
        },
      ],
    },
    {
      heading: 'Employees Who Perform',
      description:
        'Our candidates arrive trained, prepared and backed by a case worker who helps solve problems early.',
      stats: [
        {
          value: figures.attendanceRate,
          label: 'Attendance',
          description: `Compared with ${figures.industryAttendanceRate} for other hires`,
        },
        {
          value: figures.aboveAveragePerformance,
          label: 'Above-average performance',
          description: 'Of partners rate our hires above average',
        },
        {
          value: figures.wouldHireAgain,
          label: 'Would hire again',
          description: 'Of our employer partners',
        },
      ],
    },
  ],
  benefitCards: {
    taxIncentives: {
      title: 'Tax Incentives',
      description: `Work tax credits of up to ${figures.taxCreditPerHire} per eligible hire, plus about ${figures.savingsPerHire} in savings per hire. We help with the paperwork.`,
      icon: 'BadgeDollarSign',
    },
    ongoingSupport: {
      title: 'Ongoing Support',
      description: `Every hire comes with ${figures.supportMonths} support. If something comes up, call us and we will help sort it out.`,
      icon: 'LifeBuoy',
    },
    culture: {
      title: 'Stronger Culture',
      description: `${figures.improvedCulture} of our partners report improved workplace culture after hiring through us.`,
      icon: 'Sparkles',
    },
  },
  servicesHeading: 'What We Provide',
  services: [
    {
      title: 'Pre-Screened Candidates',
      description:
        'We get to know every candidate and only send people who are ready for your job.',
      icon: 'UserCheck',
    },
    {
      title: 'Job-Specific Training',
      description: 'We train candidates on the skills your role needs before day one.',
      icon: 'Wrench',
    },
    {
      title: 'Risk Mitigation',
      description:
        'Guidance on fair-chance hiring rules, bonding resources and a case worker on call for every hire.',
      icon: 'ShieldCheck',
    },
  ],
  testimonialsHeading: 'What Our Partners Say',
  testimonials: [
    {
      quote:
        'We were short-staffed on second shift for months. The people Pathways sent us showed up, learned fast and stayed. Two of them are now leads.',
      name: 'Tom R.',
      role: 'Plant Manager, Waterloo manufacturer',
    },
    {
      quote:
        'I was nervous at first. Having a case worker to call made all the difference. It has been one of the best hiring decisions we have made.',
      name: 'Angela M.',
      role: 'Owner, Cedar Falls restaurant',
    },
    {
      quote:
        'Fair-chance hiring is now part of how we recruit. The candidates are prepared, and the support after hire is real.',
      name: 'Greg S.',
      role: 'HR Director, regional logistics company',
    },
  ],
  stepsHeading: 'How Partnership Works',
  steps: [
    {
      number: 1,
      title: 'Partner Registration',
      description: 'Fill out our short onboarding form. We follow up to learn about your business.',
    },
    {
      number: 2,
      title: 'Job Posting and Requirements',
      description: 'Tell us about your open roles, schedules and the skills you need.',
    },
    {
      number: 3,
      title: 'Candidate Matching',
      description: 'We match you with trained, pre-screened candidates and set up interviews.',
    },
    {
      number: 4,
      title: 'Ongoing Support',
      description: `After hire, your new team member and you both get ${figures.supportMonths} support from our staff.`,
    },
  ],
  faqHeading: 'Employer FAQ',
  faq: [
    {
      question: 'What does it cost to partner with you?',
      answer:
        'Nothing. Our employer services are free. We are funded by grants, donations and community partners.',
    },
    {
      question: 'What types of jobs can you fill?',
      answer:
        'Manufacturing, warehouse and logistics, construction, food service, healthcare support, retail, office and tech roles. If you are hiring, tell us what you need.',
    },
    {
      question: 'How do you screen candidates?',
      answer:
        'We meet each candidate, review their goals and work history, check that they have finished training and confirm they are ready for your role before we refer them.',
    },
    {
      question: 'What support do you offer after someone is hired?',
      answer: `Every hire gets ${figures.supportMonths} support. Their case worker checks in regularly, and you can call us any time a question or problem comes up.`,
    },
    {
      question: 'What tax incentives are available?',
      answer: `Eligible hires may qualify you for work tax credits of up to ${figures.taxCreditPerHire} per hire. We help you with the forms.`,
    },
  ],
  onboarding: {
    heading: 'Employer Onboarding',
    description:
      'Tell us about your company. It takes a few minutes, and there is no cost or commitment.',
    reviewPromise: 'We review every form and reply within 2-3 business days.',
    submitLabel: 'Submit',
    submittingLabel: 'Submitting...',
    thankYouHeading: 'Thank You!',
    thankYouText: "We'll review your information and be in touch soon.",
  },
  researchLink: { label: 'Read the business case research', href: '/research' },
};
