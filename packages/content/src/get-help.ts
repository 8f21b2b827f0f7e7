import type { GetHelp } from './get-help.schema.js';

/** The Get Help page (spec §2 "Get Help"): eligibility, what to expect, FAQ and intake concept. */

export const getHelp: GetHelp = {
  hero: {
    badge: 'Free Services',
    title: "We're Here to Help",
    description:
      'Looking for work after prison, recovery or a hard stretch? You do not have to figure it out alone. Our services are free, and we will meet you where you are.',
    cta: { label: 'Start Your Intake', href: '/get-help#intake-form' },
  },
  eligibility: {
    heading: 'Who We Serve',
    description: 'If any of these sound like you, we can help.',
    columns: [
      {
        title: 'Justice-Involved Individuals',
        icon: 'Scale',
        items: [
          'People with criminal records',
          'People on probation or parole',
          'People recently released from jail or prison',
        ],
      },
      {
        title: 'Recovery & Mental Health',
        icon: 'HeartPulse',
        items: [
          'People in recovery from substance use',
          'People living with mental health challenges',
          'People with dual diagnoses',
        ],
      },
      {
        title: 'Other Barriers',
        icon: 'House',
        items: [
          'People who are homeless or unstably housed',
          'People who have been out of work a long time',
          'People with limited education or work history',
        ],
      },
    ],
    note: 'Not sure if you qualify? Reach out anyway. We will help you find the right support.',
  },
  whatToExpect: {
    heading: 'What to Expect',
    steps: [
      {
        number: 1,
        title: 'Fill Out the Intake Form',
        description:
          'Tell us a little about yourself and your goals. It only takes a few minutes, and you can call us if you would rather talk.',
      },
      {
        number: 2,
        title: 'Meet for an Initial Assessment',
        description:
          'Sit down with us in person or by video. We talk about your skills, your needs and what is getting in the way.',
      },
      {
        number: 3,
        title: 'Get Your Case Worker',
        description:
          'You are matched with one case worker who will be your main contact from here on.',
      },
      {
        number: 4,
        title: 'Build Your Action Plan',
        description:
          'Together you make a personalized plan: training, housing, recovery support, whatever you need to be ready.',
      },
      {
        number: 5,
        title: 'Get Services, Then a Job',
        description:
          'We deliver the services in your plan and help you land a job with a fair-chance employer — then keep supporting you after you start.',
      },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How much do your services cost?',
        answer:
          'Nothing. All of our services are free for job seekers. We are funded by grants, donations and employer partnerships.',
      },
      {
        question: 'How long does the program take?',
        answer:
          'It depends on your goals. Some people start work within weeks; others take training first. Either way, you get our 24-month support after you are hired.',
      },
      {
        question: 'What documents should I bring?',
        answer:
          "Bring a photo ID or driver's license, proof of address and any work authorization documents you have. Missing something? Come anyway — we can help you get replacements.",
      },
      {
        question: 'Do you guarantee a job?',
        answer:
          'We cannot promise a job, but we will work hard beside you. We prepare you, introduce you to employers who are hiring and stay with you until you land one.',
      },
      {
        question: 'What if I have specific needs?',
        answer:
          'Tell us. Whether it is childcare, transportation, a disability, recovery or a parole schedule, we build your plan around it.',
      },
    ],
  },
  intake: {
    id: 'intake-form',
    title: 'Take the First Step',
    description: 'Share your contact details and we will reach out to talk about next steps.',
    formTitle: 'Request Information',
    /**
     * The spec's disabled concept form led nowhere (issue 12): this section now opens the working
     * Client Intake Form.
     */
    formText:
      'Our Client Intake Form asks about your contact details, your work history and your goals. When you send it, you get a reference number, and we reach out to talk about next steps.',
    fieldsIntro: 'It starts with:',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone number',
    },
    formLink: { label: 'Open the Client Intake Form', href: '/contact?view=client-intake' },
    learnMore: { label: 'Learn More About Our Concept', href: '/get-involved' },
  },
};
