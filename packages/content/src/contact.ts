import type { Contact } from './contact.schema.js';

/** The Contact page and the success/failure texts of every form (spec §2 "Contact", §8). */

export const contact: Contact = {
  id: 'contact',
  heading: 'Contact Us',
  intro:
    'Questions? Ready to start? Call, email or send us a message. A real person will get back to you.',
  backLabel: 'Back to Contact',
  quickLinksHeading: 'Quick Links',
  quickLinks: [
    {
      view: 'client-intake',
      label: 'Client Intake Form',
      description: 'Looking for work? Start here.',
    },
    {
      view: 'employer-partnership',
      label: 'Employer Partnership',
      description: 'Hire from our network of trained candidates.',
    },
    {
      view: 'volunteer-application',
      label: 'Volunteer Application',
      description: 'Share your time and skills.',
    },
    {
      view: 'faq',
      label: 'Frequently Asked Questions',
      description: 'Quick answers to common questions.',
    },
  ],
  contactInfoHeading: 'Contact Information',
  contactDetailsLabel: 'Contact details',
  hoursHeading: 'Office Hours',
  howWeCanHelp: {
    heading: 'How We Can Help',
    items: [
      'Job placement and career counseling',
      'Skills training',
      'Housing and support services',
      'Employer partnerships and recruitment',
      'Volunteer opportunities',
    ],
  },
  socialHeading: 'Follow Us',
  form: {
    heading: 'Send Us a Message',
    submitLabel: 'Send Message',
    pendingLabel: 'Sending Message...',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
    optionalLabel: '(optional)',
    phoneHint: 'So we can call you back if that is easier.',
    consentLabel: 'I agree that Cedar Valley Pathways may store my details to answer my message.',
    /** The server's own pages for the form posted without JavaScript (issue 12). */
    errorSummaryTitle: 'There is a problem',
    referenceLabel: 'Your reference number:',
    referenceHint: 'Keep it handy if you call or email us.',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'Who is eligible for your services?',
        answer:
          'Anyone facing barriers to work: people with criminal records, on probation or parole, recently released, in recovery, living with mental health challenges, homeless or unstably housed, out of work a long time, or with limited education or work history.',
      },
      {
        question: 'What services do you offer?',
        answer:
          'Job placement, resume and interview coaching, a personal case worker, education support, housing help, recovery and mental health referrals, plus rides, legal aid referrals, a computer lab and money skills classes.',
      },
      {
        question: 'How do employers benefit from working with you?',
        answer:
          'Employers get pre-screened, trained candidates, help with work tax credits and ongoing support for every hire. Our partners see strong retention and attendance.',
      },
      {
        question: 'Is there a cost for your services?',
        answer:
          'No. Our services are free to job seekers and employers. We are funded by grants, donations and employer partnerships.',
      },
      {
        question: 'How long does it take to find a job?',
        answer:
          'Most people are placed within 30-90 days, depending on their goals, training and the jobs open at the time.',
      },
      {
        question: 'What types of jobs do you place people in?',
        answer:
          'Manufacturing, warehouse and logistics, construction, food service, healthcare support, retail, office and tech jobs with fair-chance employers.',
      },
      {
        question: 'Do you offer job training?',
        answer:
          'Yes. We offer in-house and partner training, from job readiness basics to certificates in logistics, manufacturing, the trades, healthcare and tech.',
      },
      {
        question: 'How can I volunteer?',
        answer:
          'Fill out the Volunteer Application on this page. Roles include job coach, skills trainer, mentor, event support, outreach and office help.',
      },
      {
        question: 'What makes your approach different?',
        answer:
          'We stay with you. You get one case worker, a plan built around your whole life — housing, recovery, family — and support that keeps going after you are hired.',
      },
      {
        question: 'How can my business become a partner?',
        answer:
          'Fill out the Employer Partnership form on this page or visit our Hire From Us page. Our employer relations team will reach out to learn about your needs.',
      },
      {
        question: 'Do you provide support after job placement?',
        answer:
          'Yes. We provide close support for the first 90 days and beyond: check-ins with you and your employer, help solving problems, and coaching as you grow.',
      },
      {
        question: 'What areas do you serve?',
        answer: 'We serve Waterloo and Cedar Falls, Iowa, and the surrounding Cedar Valley.',
      },
    ],
    closingPrompt: "Still have questions? Call us or send us an email — we're happy to help.",
  },
  successLinkLabel: 'Back to Contact',
};

/** Toast and success-screen texts of spec §8, word for word. */
export const formMessages = {
  login: {
    successTitle: 'Login successful',
    /** "{name}" is replaced with the user's name. */
    successDescription: 'Welcome back, {name}!',
    failureTitle: 'Login failed',
  },
  registration: {
    successTitle: 'Registration successful',
    /** "{fullName}" is replaced with the user's full name. */
    successDescription: 'Welcome to Pathways, {fullName}!',
    failureTitle: 'Registration failed',
  },
  logout: { failureTitle: 'Logout failed' },
  contact: {
    successHeading: 'Message Sent!',
    successText: 'Thank you for reaching out. We will reply within 1-2 business days.',
    failureTitle: 'Error sending message',
  },
  clientIntake: {
    toast: {
      title: 'Application submitted successfully',
      description:
        "We'll contact you within 2-3 business days to schedule your intake appointment.",
    },
    successHeading: 'Application Submitted!',
    successText: "We'll contact you within 2-3 business days to schedule your intake appointment.",
    failureTitle: 'Error submitting application',
    submittingLabel: 'Submitting Application...',
  },
  employerPartnership: {
    toast: {
      title: 'Partnership application submitted successfully',
      description: 'Our employer relations team will contact you within 1-2 business days.',
    },
    successHeading: 'Partnership Application Submitted!',
    successText: 'Our employer relations team will contact you within 1-2 business days.',
    failureTitle: 'Error submitting application',
    submittingLabel: 'Submitting Application...',
  },
  volunteer: {
    toast: {
      title: 'Volunteer application submitted successfully',
      description: 'Our volunteer coordinator will contact you within 3-5 business days.',
    },
    successHeading: 'Application Submitted!',
    successText: 'Our volunteer coordinator will contact you within 3-5 business days.',
    failureTitle: 'Error submitting application',
    submittingLabel: 'Submitting Application...',
  },
  employerOnboarding: {
    failureTitle: 'Your form was not sent',
    toast: {
      title: 'Form submitted successfully',
      description: "We'll review your information and be in touch soon.",
    },
  },
  donation: {
    failureTitle: 'Your pledge was not sent',
    /** "{donationType}" is "one-time" or "monthly". */
    toast: {
      title: 'Thank you for your donation!',
      description: 'Your {donationType} donation helps us continue our mission.',
    },
  },
} as const;

export type FormMessages = typeof formMessages;

// In a module of its own so a page that fills a template does not load these texts (issue 18).
export { fillTemplate } from './template.js';
