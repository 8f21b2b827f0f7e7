/**
 * The record-clearing screener (issue 30): the public page /record-clearing, its no-JavaScript
 * answer, and the panel on a client's record. The rules and their reasons live in
 * @pathways/record-clearing; these are the page's questions, labels and links.
 */

export interface ScreenerOption {
  value: string;
  label: string;
}

export interface RecordClearing {
  title: string;
  heading: string;
  intro: string;
  oneCase: string;
  privacy: string;
  notLegalAdvice: string;
  formLabel: string;
  questions: {
    outcome: { legend: string; options: ScreenerOption[] };
    date: { label: string; hint: string; notSure: string };
    level: { legend: string; options: ScreenerOption[] };
    statute: { label: string; hint: string };
    allPaid: { legend: string; options: ScreenerOption[] };
    pendingCharges: { legend: string };
    priorDeferredJudgments: { legend: string; options: ScreenerOption[] };
    priorMisdemeanorExpungement: { legend: string };
    insanityOrIncompetence: { legend: string };
    yesNoNotSure: ScreenerOption[];
  };
  screen: string;
  answer: {
    heading: string;
    statuses: {
      eligible: string;
      'not-yet': string;
      'not-eligible': string;
      'need-more-info': string;
    };
    eligibleOn: string;
    nextSteps: string;
    startOver: string;
  };
  links: {
    heading: string;
    legalAid: { label: string; href: string };
    courtForms: { label: string; href: string };
    courtsSearch: { label: string; href: string };
  };
  send: {
    heading: string;
    intro: string;
    name: string;
    email: string;
    phone: string;
    consent: string;
    button: string;
    sending: string;
    sent: string;
    failed: string;
  };
  noScript: { back: string };
  /** The link on the Get Help page. */
  promo: { text: string; label: string; href: string };
}

export const recordClearing: RecordClearing = {
  title: 'Can My Record Be Cleared?',
  heading: 'Can my record be cleared?',
  intro:
    'Answer a few questions about one criminal case in Iowa. We tell you if Iowa law lets it be cleared (expunged), from what day, and what to do next.',
  oneCase: 'One case at a time. If you have more than one case, check each one.',
  privacy:
    'Your answers stay on this device. Nothing is sent to us unless you press "Send this to a case worker".',
  notLegalAdvice: 'This is not legal advice. A lawyer can tell you for sure.',
  formLabel: 'Questions about your case',
  questions: {
    outcome: {
      legend: 'How did the case end?',
      options: [
        { value: 'dismissed', label: 'Every charge was dismissed' },
        { value: 'acquitted', label: 'I was found not guilty of every charge' },
        { value: 'deferred-judgment', label: 'Deferred judgment, and I finished probation' },
        { value: 'deferred-judgment-revoked', label: 'Deferred judgment, but it was revoked' },
        { value: 'convicted', label: 'I was convicted' },
        { value: 'not-sure', label: 'Not sure' },
      ],
    },
    date: {
      label: 'The date of the dismissal, the end of probation, or the conviction',
      hint: 'As it shows in the court record.',
      notSure: 'Not sure of the date',
    },
    level: {
      legend: 'What kind of crime was it?',
      options: [
        { value: 'simple-misdemeanor', label: 'Simple misdemeanor' },
        { value: 'serious-misdemeanor', label: 'Serious misdemeanor' },
        { value: 'aggravated-misdemeanor', label: 'Aggravated misdemeanor' },
        { value: 'felony', label: 'Felony' },
        { value: 'not-sure', label: 'Not sure' },
      ],
    },
    statute: {
      label: 'Iowa Code section of the charge (optional)',
      hint: 'For example 714.2 or 321J.2. Leave it empty if you are not sure.',
    },
    allPaid: {
      legend: 'Are all fines, fees, court costs and restitution in this case paid?',
      options: [
        { value: 'yes', label: 'Yes, all paid' },
        { value: 'payment-plan', label: 'I am on a payment plan' },
        { value: 'no', label: 'No' },
        { value: 'not-sure', label: 'Not sure' },
      ],
    },
    pendingCharges: { legend: 'Do you have any criminal charges open right now?' },
    priorDeferredJudgments: {
      legend: 'How many deferred judgments did you get in other cases?',
      options: [
        { value: '0', label: 'None' },
        { value: '1', label: 'One' },
        { value: '2', label: 'Two or more' },
        { value: 'not-sure', label: 'Not sure' },
      ],
    },
    priorMisdemeanorExpungement: {
      legend: 'Did a court ever clear (expunge) a misdemeanor conviction of yours before?',
    },
    insanityOrIncompetence: {
      legend:
        'Did the case end because of an insanity finding, or a finding that you could not stand trial?',
    },
    yesNoNotSure: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes' },
      { value: 'not-sure', label: 'Not sure' },
    ],
  },
  screen: 'See the answer',
  answer: {
    heading: 'Your answer',
    statuses: {
      eligible: 'This case can be cleared',
      'not-yet': 'Not yet',
      'not-eligible': 'This case cannot be cleared',
      'need-more-info': 'We need to know more',
    },
    eligibleOn: 'Possible from',
    nextSteps: 'What to do next',
    startOver: 'Check another case',
  },
  links: {
    heading: 'Free help and forms',
    legalAid: { label: 'Iowa Legal Aid (free help)', href: 'https://www.iowalegalaid.org' },
    courtForms: { label: 'Iowa Judicial Branch court forms', href: 'https://www.iowacourts.gov' },
    courtsSearch: {
      label: 'Iowa Courts Online Search (find your case)',
      href: 'https://www.iowacourts.state.ia.us/ESAWebApp/SelectFrame',
    },
  },
  send: {
    heading: 'Want help with this?',
    intro:
      'Send your answers and the result to a Cedar Valley Pathways case worker. They are kept locked (encrypted) and only staff can read them.',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone (optional)',
    consent: 'I agree that Cedar Valley Pathways keeps these answers to help me.',
    button: 'Send this to a case worker',
    sending: 'Sending...',
    sent: 'Sent. A case worker will contact you. Your reference is {reference}.',
    failed: 'We could not send it. Please try again, or call us.',
  },
  noScript: { back: 'Check another case' },
  promo: {
    text: 'Have an old case on your record? Some Iowa records can be cleared.',
    label: 'Check if your record can be cleared',
    href: '/record-clearing',
  },
};
