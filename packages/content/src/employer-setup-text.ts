/**
 * Texts of an employer's self-service set-up and of the admin's one approval queue (issue 29
 * point 1), and of editing or deleting a draft or returned posting (issue 32 D6/D7). Employer and
 * staff screens are English (issue 18).
 */
export const employerSetupText = {
  setup: {
    title: 'Set up your company',
    intro:
      'Tell us about your company. Our team verifies every company before its postings go live; you can write and submit postings meanwhile.',
    companyName: 'Company name',
    ein: 'Employer Identification Number (EIN)',
    einHint: 'Written as NN-NNNNNNN, for example 12-3456789.',
    address: 'Company address',
    waterlooEmployees: 'Number of employees in Waterloo',
    waterlooEmployeesHint:
      'Waterloo’s fair-chance rule applies to employers with 15 or more employees; we apply its timing to every employer.',
    industry: 'Industry',
    industryPlaceholder: 'Choose an industry',
    website: 'Website',
    description: 'About the company',
    save: 'Create company profile',
    saving: 'Creating...',
    failureTitle: 'The company profile was not created',
    created: 'Company profile created: waiting for verification',
  },
  status: {
    waiting: 'Waiting for verification',
    waitingText:
      'Our team verifies your company before clients can see your postings. You can draft and submit postings now: each is published once your company is verified and the posting approved.',
    nameReview:
      'Your new company name is waiting for our team’s review; your postings stay as they are.',
    verified: 'Verified company',
    noCompany: 'Set up your company before you post jobs',
    noCompanyText:
      'Your account has no company profile yet. Create it first: our team verifies it, and you can write postings meanwhile.',
    setUp: 'Set up your company',
    heading: 'Your company',
  },
  jobs: {
    edit: 'Edit',
    editReturned: 'Edit and resubmit',
    delete: 'Delete',
    deleteTitle: 'Delete this posting?',
    deleteText: '“{title}” will be deleted for good. This cannot be undone.',
    deleteConfirm: 'Delete posting',
    deleting: 'Deleting...',
    keep: 'Keep it',
    deleted: 'Posting deleted',
    waitsForCompany: 'Published once your company is verified.',
  },
  editJob: {
    title: 'Edit posting',
    introDraft: 'Change the draft, then save it. Submit it for review from My Job Postings.',
    introReturned:
      'Our team returned this posting: make the change they asked for, then resubmit it for review.',
    returnedNote: 'What our team asked: {note}',
    saveDraft: 'Save draft',
    resubmit: 'Save and resubmit for review',
    saving: 'Saving...',
    savedDraft: 'Draft saved',
    resubmitted: 'Posting resubmitted for review',
    failureTitle: 'The posting was not saved',
    notEditable: 'This posting can no longer be edited: only a draft or a returned posting can.',
    notFound: 'There is no such posting among yours.',
    back: 'Back to My Job Postings',
  },
  queue: {
    companiesTitle: 'Companies waiting for verification',
    companiesEmpty: 'No company is waiting for verification.',
    verify: 'Verify company',
    verifyLabel: 'Verify company: {name}',
    verifying: 'Verifying...',
    verified: '{name} is verified',
    ein: 'EIN',
    address: 'Address',
    waterlooEmployees: 'Employees in Waterloo',
    industry: 'Industry',
    notGiven: 'Not given',
    renamed: 'Renamed since it was verified',
    requirements: 'Requirements',
    noRequirements: 'No requirements stated',
    excluded: 'Excluded offense categories',
    noneExcluded: 'None excluded',
    companyWaiting: 'Verify the company first: its postings can be approved once it is verified.',
  },
} as const;
