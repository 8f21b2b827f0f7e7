import { clientPortal } from './client-portal.js';

const { jobs } = clientPortal;

/**
 * Texts of the job board's pages (issue 14): employers' postings and applications, clients' search.
 * The client's side (search, job profile, applications) reads `clientPortal.jobs`, twinned in
 * Spanish; the words both sides show come from there.
 */
export const jobBoard = {
  loading: 'Loading...',
  none: 'Nothing here yet.',
  statuses: {
    draft: 'Draft',
    submitted: 'Submitted',
    published: 'Published',
    closed: 'Closed',
    filled: 'Filled',
  },
  schedules: jobs.schedules,
  offenseCategories: jobs.offenseCategories,
  pay: jobs.pay,
  profile: {
    title: 'Company Profile',
    intro: 'What candidates and case workers read about your company.',
    companyName: 'Company name',
    industry: 'Industry',
    companySize: 'Company size',
    website: 'Website',
    description: 'About the company',
    save: 'Save profile',
    saving: 'Saving...',
    saved: 'Profile saved.',
    failureTitle: 'The profile was not saved',
  },
  postJob: {
    title: 'Post a Job',
    intro:
      'Write the posting, then submit it. Our team reviews every posting before clients can see it.',
    jobTitle: 'Job title',
    description: 'Description',
    location: 'Location',
    payMin: 'Lowest hourly pay ($)',
    payMax: 'Highest hourly pay ($)',
    schedule: 'Schedule',
    schedulePlaceholder: 'Choose a schedule',
    requirements: 'Requirements',
    fairChanceStatement: 'Fair-chance statement',
    fairChanceHint: 'Tell candidates with a record how you will consider them.',
    excludedCategories: 'Offense categories the duties exclude',
    excludedHint:
      'Only job-related restrictions are lawful: tick a category only when the duties genuinely exclude it (for example, driving offenses for a driving job).',
    save: 'Save as draft',
    saving: 'Saving...',
    saved: 'Draft saved. Submit it for review from My Job Postings.',
    failureTitle: 'The posting was not saved',
    viewJobs: 'Go to My Job Postings',
  },
  jobs: {
    title: 'My Job Postings',
    intro: 'Drafts, postings waiting for review, and live postings.',
    submit: 'Submit for review',
    close: 'Close',
    fill: 'Mark filled',
    returned: 'Returned by our team: {note}',
    empty: 'You have no postings yet.',
    postJob: 'Post a Job',
  },
  adminJobs: {
    title: 'Jobs',
    intro: 'Postings waiting for approval first. Approving publishes the posting to clients.',
    filter: 'Status',
    all: 'All',
    approve: 'Approve',
    return: 'Return to employer',
    noteLabel: 'What should the employer change?',
    empty: 'No postings in this status.',
  },
  adminEmployers: {
    title: 'Employers',
    intro:
      'Every partner company. A verified company that changes its name loses its verified badge until you approve the new name: clients gave consent to the company they knew.',
    caption: 'Employers',
    columns: { name: 'Company', industry: 'Industry', status: 'Status', action: 'Action' },
    verified: 'Verified',
    notVerified: 'Not verified',
    nameReviewPending: 'Name changed: waiting for review',
    approveName: 'Approve new name',
    approveNameLabel: 'Approve new name: {name}',
    approving: 'Approving…',
    approved: 'New name approved: {name} is verified again',
    approveFailed: 'The new name could not be approved',
    empty: 'No employers yet.',
    sortBy: 'Sort by {column}',
  },
  search: jobs.search,

  jobProfile: jobs.jobProfile,

  myApplications: jobs.myApplications,

  applications: {
    title: 'Applications',
    intro:
      'Move each application along: Pending, Reviewed, Interview, Conditional offer, Offer, then Hired or Not selected. You see what a candidate shared about their record only from Conditional offer on.',
    moveTo: 'Move to',
    move: 'Move',
    moving: 'Moving...',
    moveFailed: 'The application was not moved',
    moveLabel: 'New status for {name}',
    startDate: 'Start date',
    hourlyWage: 'Hourly wage ($)',
    hoursPerWeek: 'Hours per week',
    note: 'Add a note',
    addNote: 'Save note',
    interviewTime: 'Propose an interview time',
    propose: 'Propose',
    history: 'History',
    applicantNote: 'Note from the applicant: {note}',
    empty: 'No applications yet.',
    proposed: jobs.proposed,
  },
  caseWorker: {
    title: 'Job applications and referrals',
    none: 'No applications yet.',
    referLabel: 'Refer to a published job',
    referPlaceholder: 'Choose a job',
    noteLabel: 'Note for the employer (optional)',
    refer: 'Refer',
    referring: 'Referring...',
    referFailed: 'The client was not referred',
    referred: 'Referred. The employer sees the details the client consented to share.',
  },
  candidates: {
    title: 'Candidates',
    intro: 'People our case workers referred to your postings, as far as each agreed to share.',
    referredFor: 'Referred for {title}',
    withheld: 'Details withheld: the candidate’s consent to share is no longer active.',
    declared: 'Declared record: {categories}',
    noneDeclared: 'No record declared',
    timingRule:
      'Waterloo’s fair-chance rule: you see no offence categories or record details of any candidate until you move their application to Conditional offer. From then on you see only what the candidate agreed to share.',
    recordClosed:
      'Record details: shown after a conditional offer, if the candidate agreed to share them.',
    empty: 'No referrals yet.',
  },
} as const;
