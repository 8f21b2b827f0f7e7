import { appointmentDateError } from '@pathways/schemas';
import { HttpError } from '../../lib/http-error.js';

/** An appointment within a year back or two ahead of the clock's today (issue 25 M-3), else a 400. */
export function refuseImplausibleAppointmentDate(date: string, now: Date): void {
  const error = appointmentDateError(new Date(date), now);
  if (error) throw new HttpError(400, error, { date: [error] });
}
