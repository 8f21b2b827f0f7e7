import type { Attendance, ClientAppointment, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import {
  refuseAttendanceBeforeItsTime,
  refuseImplausibleAppointmentDate,
} from '../appointment-dates.js';
import { findUserById } from '../../users/repository.js';
import { tellOfAppointmentChange } from '../appointment-mail.js';
import { clientWithinReach } from '../policy.js';
import {
  findAppointment,
  resolveRescheduleRequests,
  toAppointment,
  updateAppointment as saveAppointment,
} from '../repository.js';

/**
 * What the client is told of: a move of an appointment still to come (or moved into the future),
 * or the cancellation of one still to come. Marking attendance afterwards tells nobody.
 */
function changeToTell(
  before: { date: Date; attendance: Attendance },
  after: { date: Date; attendance: Attendance },
  now: Date,
): 'rescheduled' | 'cancelled' | null {
  if (after.attendance === 'cancelled' && before.attendance !== 'cancelled') {
    return before.date > now ? 'cancelled' : null;
  }
  const moved = after.date.getTime() !== before.date.getTime();
  if (moved && after.date > now && after.attendance !== 'cancelled') return 'rescheduled';
  return null;
}

/** Reschedules an appointment (answering the client's request to move it), or marks attendance. */
export async function updateAppointment(
  ctx: UseCaseContext,
  actor: User,
  input: {
    clientId: number;
    appointmentId: number;
    date?: string | undefined;
    attendance?: Attendance | undefined;
  },
): Promise<ClientAppointment> {
  const client = await clientWithinReach(ctx.db, actor, input.clientId);
  if (input.date) refuseImplausibleAppointmentDate(input.date, ctx.now);
  return inTransaction(ctx.db, async (trx) => {
    const before = await findAppointment(trx, input.clientId, input.appointmentId);
    if (!before) throw new HttpError(404, 'No such appointment');
    const at = input.date ? new Date(input.date) : before.date;
    refuseAttendanceBeforeItsTime(input.attendance, at, ctx.now);
    const row = await saveAppointment(trx, before.id, {
      ...(input.date ? { date: new Date(input.date), at: ctx.now } : {}),
      ...(input.attendance ? { attendance: input.attendance } : {}),
    });
    const change = changeToTell(before, row, ctx.now);
    if (change) {
      const worker = await findUserById(trx, row.case_worker_id);
      await tellOfAppointmentChange(trx, ctx.outbox, {
        kind: change,
        appointmentId: row.id,
        client,
        appointment: { date: row.date, mode: row.mode, workerName: worker?.full_name ?? '' },
      });
    }
    // Moving it answers the client's request to move it.
    if (input.date) await resolveRescheduleRequests(trx, before.id, { by: actor.id, at: ctx.now });
    const [old, next] = [toAppointment(before), toAppointment(row)];
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: ctx.now,
      action: input.date ? 'appointmentRescheduled' : 'appointmentAttendance',
      changes: input.date
        ? { [old.title]: [old.date, next.date] }
        : { [old.title]: [old.attendance, next.attendance] },
    });
    return next;
  });
}
