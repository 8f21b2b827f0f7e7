/**
 * Option lists of spec §3, with the labels people read. Values are the spec's, word for word;
 * positionTypes, experienceLevel and benefits are ours (the spec requires them but shows no inputs).
 */
import type { Option } from './option.js';

export const educationOptions = [
  { value: 'less-than-high-school', label: 'Less than high school' },
  { value: 'high-school', label: 'High school diploma or GED' },
  { value: 'some-college', label: 'Some college' },
  { value: 'college-degree', label: 'College degree' },
  { value: 'graduate-degree', label: 'Graduate degree' },
] as const satisfies readonly Option[];

export const transportationOptions = [
  { value: 'own-vehicle', label: 'I have my own vehicle' },
  { value: 'public-transport', label: 'Public transportation' },
  { value: 'walking-biking', label: 'Walking or biking' },
  { value: 'need-assistance', label: 'I need help with transportation' },
] as const satisfies readonly Option[];

export const industryOptions = [
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'construction', label: 'Construction' },
  { value: 'food-service', label: 'Food service' },
  { value: 'retail', label: 'Retail' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'transportation', label: 'Transportation and logistics' },
  { value: 'technology', label: 'Technology' },
  { value: 'administration', label: 'Administration' },
  { value: 'custodial', label: 'Custodial' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const onboardingCompanySizeOptions = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-500', label: '201-500 employees' },
  { value: '501+', label: '501+ employees' },
] as const satisfies readonly Option[];

export const partnershipCompanySizeOptions = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1,000 employees' },
  { value: '1000+', label: '1,000+ employees' },
] as const satisfies readonly Option[];

export const hiringVolumeOptions = [
  { value: '1-5', label: '1-5 hires a year' },
  { value: '6-15', label: '6-15 hires a year' },
  { value: '16-50', label: '16-50 hires a year' },
  { value: '50+', label: '50+ hires a year' },
] as const satisfies readonly Option[];

export const previousExperienceOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
] as const satisfies readonly Option[];

export const timelineOptions = [
  { value: 'immediate', label: 'Immediately' },
  { value: '1-3-months', label: 'In 1-3 months' },
  { value: '3-6-months', label: 'In 3-6 months' },
  { value: '6-12-months', label: 'In 6-12 months' },
  { value: 'planning-stage', label: 'Still planning' },
] as const satisfies readonly Option[];

export const positionTypeOptions = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'temporary-to-hire', label: 'Temporary-to-hire' },
  { value: 'apprenticeship', label: 'Apprenticeship' },
] as const satisfies readonly Option[];

export const experienceLevelOptions = [
  { value: 'entry-level', label: 'Entry level, no experience needed' },
  { value: 'some-experience', label: 'Some experience' },
  { value: 'skilled', label: 'Skilled or certified' },
  { value: 'supervisory', label: 'Supervisory' },
] as const satisfies readonly Option[];

export const benefitOptions = [
  { value: 'health-insurance', label: 'Health insurance' },
  { value: 'paid-time-off', label: 'Paid time off' },
  { value: 'retirement', label: 'Retirement plan' },
  { value: 'training', label: 'Paid training' },
  { value: 'transportation', label: 'Transportation help' },
  { value: 'flexible-schedule', label: 'Flexible schedule' },
] as const satisfies readonly Option[];

export const availabilityOptions = [
  { value: 'weekday-mornings', label: 'Weekday mornings' },
  { value: 'weekday-afternoons', label: 'Weekday afternoons' },
  { value: 'weekday-evenings', label: 'Weekday evenings' },
  { value: 'weekend-mornings', label: 'Weekend mornings' },
  { value: 'weekend-afternoons', label: 'Weekend afternoons' },
  { value: 'weekend-evenings', label: 'Weekend evenings' },
  { value: 'flexible', label: 'Flexible' },
  { value: 'special-events', label: 'Special events only' },
] as const satisfies readonly Option[];

export const interestOptions = [
  { value: 'mentoring', label: 'Mentoring' },
  { value: 'job-coaching', label: 'Job coaching' },
  { value: 'skills-training', label: 'Skills training' },
  { value: 'resume-help', label: 'Resume help' },
  { value: 'transportation', label: 'Transportation' },
  { value: 'clothing-closet', label: 'Clothing closet' },
  { value: 'admin-support', label: 'Administrative support' },
  { value: 'event-planning', label: 'Event planning' },
  { value: 'fundraising', label: 'Fundraising' },
  { value: 'social-media', label: 'Social media' },
  { value: 'research', label: 'Research' },
  { value: 'legal-assistance', label: 'Legal assistance' },
] as const satisfies readonly Option[];

export const timeCommitmentOptions = [
  { value: 'few-hours-month', label: 'A few hours a month' },
  { value: 'few-hours-week', label: 'A few hours a week' },
  { value: 'several-hours-week', label: 'Several hours a week' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];

export const donationTypeOptions = [
  { value: 'one-time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly Option[];

export const donationAmountOptions = [
  { value: '25', label: '$25' },
  { value: '50', label: '$50' },
  { value: '100', label: '$100' },
  { value: '250', label: '$250' },
  { value: 'custom', label: 'Custom' },
] as const satisfies readonly Option[];

/** Public registration offers only these two roles (spec §6). */
export const registrationRoleOptions = [
  { value: 'client', label: 'Client seeking help' },
  { value: 'employer', label: 'Employer looking to hire' },
] as const satisfies readonly Option[];

/** Every portal role; only admins create caseWorker and admin accounts. */
export const userRoles = ['client', 'caseWorker', 'admin', 'employer'] as const;
export type UserRole = (typeof userRoles)[number];

/** The model's own list (sim-core is its home); its extra `description` is the dropdown's hint. */
export { supportTypes as supportTypeOptions } from '@pathways/sim-core/support-types';
