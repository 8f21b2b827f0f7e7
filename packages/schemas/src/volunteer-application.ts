import { z } from './zod.js';
import { email, longText, mustAccept, pastDate, phone, text } from './fields.js';
import { oneOf, someOf } from './option.js';
import { availabilityOptions, interestOptions, timeCommitmentOptions } from './options.js';

export const volunteerApplicationSchema = z.object({
  firstName: text(2, 'First name must be at least 2 characters'),
  lastName: text(2, 'Last name must be at least 2 characters'),
  email: email(),
  phone: phone(),
  address: text(5, 'Please enter your address', 200),
  city: text(2, 'Please enter your city'),
  state: text(2, 'Please enter your state'),
  zipCode: text(5, 'Please enter your zip code', 10),
  dateOfBirth: pastDate('Please enter your date of birth'),
  emergencyContact: text(2, 'Please enter emergency contact name'),
  emergencyPhone: phone('Please enter emergency contact phone'),
  availability: someOf(availabilityOptions, 'Please select your availability'),
  skills: longText(10, 'Please describe your skills'),
  interests: someOf(interestOptions, 'Please select your areas of interest'),
  experience: longText(10, 'Please describe your experience'),
  motivation: longText(10, 'Please tell us why you want to volunteer'),
  timeCommitment: oneOf(timeCommitmentOptions, 'Please select how much time you can give'),
  backgroundCheck: mustAccept('You must consent to a background check.'),
  references: longText(10, 'Please provide reference information'),
  consent: mustAccept('You must consent to the volunteer terms.'),
});
export type VolunteerApplicationInput = z.input<typeof volunteerApplicationSchema>;
