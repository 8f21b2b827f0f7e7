import { appointmentDateError } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';

/** An appointment within a year back or two ahead of the clock's today (issue 25 M-3), else a 400. */
export function refuseImplausibleAppointmentDate(date: string, now: Date): void {
  const error = appointmentDateError(new Date(date), now);
  if (error) throw new HttpError(400, error, { date: [error] });
}

export const NOT_HAPPENED_YET = 'This appointment has not happened yet: mark it after its time';

/**
 * Attended or missed is said of an appointment whose time has come (issue 32 D10): a tap on a
 * future one would count a visit that never was. Back to "scheduled" (the undo) or "cancelled" is
 * always allowed.
 */
export function refuseAttendanceBeforeItsTime(
  attendance: string | undefined,
  appointmentAt: Date,
  now: Date,
): void {
  if ((attendance === 'attended' || attendance === 'noShow') && appointmentAt > now)
    throw new HttpError(400, NOT_HAPPENED_YET, { attendance: [NOT_HAPPENED_YET] });
}
