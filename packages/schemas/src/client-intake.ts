import { z } from './zod.js';
import { email, longText, mustAccept, optionalText, pastDate, phone, text } from './fields.js';
import { oneOf } from './option.js';
import { educationOptions, transportationOptions } from './options.js';

export const clientIntakeSchema = z.object({
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
  education: oneOf(educationOptions, 'Please select your highest level of education'),
  workExperience: longText(10, 'Please describe your work experience (at least 10 characters)'),
  skillsInterests: longText(
    10,
    'Please describe your skills and interests (at least 10 characters)',
  ),
  barriers: optionalText(),
  goals: longText(10, 'Please describe your goals (at least 10 characters)'),
  transportation: oneOf(transportationOptions, 'Please select how you get around'),
  availability: text(5, 'Please describe when you are available (at least 5 characters)', 500),
  criminalHistory: z.boolean({ error: 'Please tell us whether you have a criminal record' }),
  criminalDetails: optionalText(),
  consent: mustAccept('You must consent to data collection and program participation.'),
});
export type ClientIntakeInput = z.input<typeof clientIntakeSchema>;
