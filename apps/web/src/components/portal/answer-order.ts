import {
  availabilityOptions,
  benefitOptions,
  donationTypeOptions,
  educationOptions,
  experienceLevelOptions,
  hiringVolumeOptions,
  industryOptions,
  interestOptions,
  onboardingCompanySizeOptions,
  partnershipCompanySizeOptions,
  positionTypeOptions,
  previousExperienceOptions,
  timeCommitmentOptions,
  timelineOptions,
  transportationOptions,
} from '@pathways/schemas/options';

/**
 * The order the public forms ask their questions in (issue 32): a stored answer set comes back
 * from the database with its keys in the database's order (jsonb sorts them), so staff would read
 * them shuffled. Fields not listed follow, as stored.
 */
export const FORM_FIELD_ORDER: readonly string[] = [
  'firstName',
  'lastName',
  'name',
  'contactName',
  'title',
  'companyName',
  'email',
  'phone',
  'website',
  'address',
  'city',
  'state',
  'zipCode',
  'dateOfBirth',
  'emergencyContact',
  'emergencyPhone',
  'industry',
  'companySize',
  'education',
  'workExperience',
  'skillsInterests',
  'skills',
  'barriers',
  'goals',
  'transportation',
  'availability',
  'interests',
  'experience',
  'motivation',
  'timeCommitment',
  'backgroundCheck',
  'references',
  'currentHiring',
  'positionTypes',
  'hiringVolume',
  'experienceLevel',
  'benefits',
  'supportNeeds',
  'previousExperience',
  'concerns',
  'timeline',
  'criminalHistory',
  'criminalDetails',
  'subject',
  'message',
  'donationType',
  'amount',
  'consent',
];

interface Option {
  value: string;
  label: string;
}

/** A chosen option's words by field, so staff read "High school diploma or GED", not "high-school". */
const optionsByField: Readonly<Record<string, readonly Option[]>> = {
  education: educationOptions,
  transportation: transportationOptions,
  industry: industryOptions,
  companySize: [...onboardingCompanySizeOptions, ...partnershipCompanySizeOptions],
  hiringVolume: hiringVolumeOptions,
  previousExperience: previousExperienceOptions,
  timeline: timelineOptions,
  positionTypes: positionTypeOptions,
  experienceLevel: experienceLevelOptions,
  benefits: benefitOptions,
  availability: availabilityOptions,
  interests: interestOptions,
  timeCommitment: timeCommitmentOptions,
  donationType: donationTypeOptions,
};

/** An answer with its option values replaced by their labels (lists too); anything else as it is. */
export function withOptionLabels(field: string, value: unknown): unknown {
  const options = optionsByField[field];
  if (!options) return value;
  const labelOf = (one: unknown) => options.find((option) => option.value === one)?.label ?? one;
  return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
}

/** The answers' fields in the forms' order. */
export function orderedFields(answers: Readonly<Record<string, unknown>>): string[] {
  const rank = (field: string) => {
    const index = FORM_FIELD_ORDER.indexOf(field);
    return index === -1 ? FORM_FIELD_ORDER.length : index;
  };
  return Object.keys(answers).sort((a, b) => rank(a) - rank(b));
}
