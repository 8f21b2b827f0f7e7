import { z } from './zod.js';

/** Dates the API takes lie in this range unless a field says tighter (issue 25 M-3 / L-10). */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Please enter a date between 1900 and 2100';
const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
/** The first instant after LATEST_DATE, in any time zone's reading of it. */
const AFTER_LATEST_INSTANT = Date.parse(`${LATEST_DATE}T23:59:59.999Z`);

/**
 * A calendar date ("YYYY-MM-DD") within [min, max] (by default 1900–2100): "0001-01-01" or
 * "9999-12-31" is a field error, never a stored year or a database error.
 */
export function boundedDate(
  message: string,
  { min = EARLIEST_DATE, max = LATEST_DATE, rangeMessage = DATE_RANGE_MESSAGE } = {},
) {
  return z.iso
    .date({ error: message })
    .refine((value) => value >= min && value <= max, { error: rangeMessage });
}

/** An instant with its offset ("2026-11-25T10:00:00-06:00") between 1900 and 2100. */
export function boundedDateTime(message: string) {
  return z.iso.datetime({ offset: true, error: message }).refine(
    (value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_INSTANT && time <= AFTER_LATEST_INSTANT;
    },
    { error: DATE_RANGE_MESSAGE },
  );
}

/**
 * What a date-and-time control (`datetime-local`, "2027-01-15T10:30") holds, read in the browser's
 * own time zone, as the instant with its offset the API takes. For forms: the server never sees it.
 */
export function localDateTime(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .transform((value) => {
      const time = new Date(value);
      return Number.isNaN(time.getTime()) ? value : time.toISOString();
    })
    .pipe(boundedDateTime(message));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** An appointment is booked at most this far back (recording one that happened) … */
export const APPOINTMENT_DAYS_BACK = 366;
/** … and at most this far ahead. */
export const APPOINTMENT_DAYS_AHEAD = 2 * 366;
export const APPOINTMENT_RANGE_MESSAGE =
  'Please choose a date within the past year or the next two years';

/** The API's check of an appointment's date against its clock's today; undefined when fine. */
export function appointmentDateError(date: Date, now: Date): string | undefined {
  const offset = date.getTime() - now.getTime();
  return offset < -APPOINTMENT_DAYS_BACK * DAY_MS || offset > APPOINTMENT_DAYS_AHEAD * DAY_MS
    ? APPOINTMENT_RANGE_MESSAGE
    : undefined;
}
