import type { ApplicationForms, FormMessages, GetInvolved, Translation } from '@pathways/content';

/** The donation form's words in the page's language; the Get Involved route passes them in. */
export interface DonationText {
  words: Translation<ApplicationForms['donation']>;
  messages: Translation<FormMessages['donation']>;
  donate: Translation<GetInvolved['donate']>;
}
