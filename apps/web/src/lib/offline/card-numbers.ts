/**
 * Card numbers are never kept on the phone (issue 28), whoever's phone it is. No form asks for one
 * (the donation form takes a pledge; staff arrange the payment), but a person may still type one
 * into a free-text box such as the donation's message: a draft then leaves that answer out, and a
 * submission holding it waits in the page's memory, not in the outbox.
 *
 * Card-like: 13 to 19 digits, spaces or dashes between them allowed, passing the Luhn check that
 * every payment card number passes (so a phone number or a date does not count).
 */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
const DECIMAL = 10;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > DECIMAL - 1) digit -= DECIMAL - 1;
    }
    sum += digit;
  }
  return sum % DECIMAL === 0;
}

export function holdsCardNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/\D/g, '');
    if (digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && passesLuhn(digits))
      return true;
  }
  return false;
}

/** True when any answer, or any text in a list or a nested answer, looks like a card number. */
export function answersHoldCardNumber(value: unknown): boolean {
  if (typeof value === 'string') return holdsCardNumber(value);
  if (Array.isArray(value)) return value.some(answersHoldCardNumber);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some(answersHoldCardNumber);
  return false;
}

/** The answers less any that holds a card number. */
export function withoutCardNumbers<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !answersHoldCardNumber(value)),
  ) as Partial<T>;
}
