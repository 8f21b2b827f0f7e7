import { z } from './zod.js';
import { email, optionalText, text } from './fields.js';
import { oneOf } from './option.js';
import { donationAmountOptions, donationTypeOptions } from './options.js';

export const CUSTOM_AMOUNT_MESSAGE = 'Custom amount must be at least $1.';
export const MIN_CUSTOM_AMOUNT = 1;
/** Larger gifts are welcome, but by phone: the simulated form would only mistype them. */
export const MAX_CUSTOM_AMOUNT = 1_000_000;

export const donationSchema = z
  .object({
    donationType: oneOf(donationTypeOptions, 'Please select a donation type.'),
    amount: oneOf(donationAmountOptions, 'Please select an amount.'),
    customAmount: z
      .number({ error: CUSTOM_AMOUNT_MESSAGE })
      .min(MIN_CUSTOM_AMOUNT, { error: CUSTOM_AMOUNT_MESSAGE })
      .max(MAX_CUSTOM_AMOUNT, { error: 'For gifts over $1,000,000 please call us.' })
      .optional(),
    name: text(2, 'Name must be at least 2 characters.'),
    email: email('Please enter a valid email address.'),
    honorOf: optionalText(200),
    message: optionalText(1000),
    isAnonymous: z.boolean().optional(),
  })
  .refine((form) => form.amount !== 'custom' || form.customAmount !== undefined, {
    path: ['customAmount'],
    error: CUSTOM_AMOUNT_MESSAGE,
  });
export type DonationInput = z.input<typeof donationSchema>;

/** The dollars a donation form will charge: the preset, or the custom amount. */
export function donationDollars(
  form: Pick<DonationInput, 'amount' | 'customAmount'>,
): number | undefined {
  return form.amount === 'custom' ? form.customAmount : Number(form.amount);
}
