import { z } from './zod.js';
import { email, longText, mustAccept, storableString } from './fields.js';
import { singleLineText } from './text.js';

/** The contact form's own phone is optional and sent as null when empty (spec §7). */
const optionalPhone = storableString('Please enter a valid phone number.')
  .trim()
  .max(30, { error: 'Please enter a valid phone number.' })
  .nullish()
  .transform((value) => (value ? value : null));

export const contactSchema = z.object({
  name: singleLineText(2, 'Name must be at least 2 characters.'),
  email: email('Please enter a valid email address.'),
  phone: optionalPhone,
  subject: singleLineText(3, 'Subject must be at least 3 characters.', 200),
  message: longText(10, 'Message must be at least 10 characters.'),
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

/** The form adds a consent box that is checked in the browser and never sent (spec §3). */
export const contactFormSchema = contactSchema.extend({
  consent: mustAccept('You must consent to data collection.'),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
