import type { RescheduleRequest, User } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import {
  findAppointment,
  findOpenRescheduleRequest,
  insertRescheduleRequest,
} from '../repository.js';

/** A client asks their case worker to move one of their own upcoming appointments. */
export async function requestReschedule(
  ctx: UseCaseContext,
  actor: User,
  input: { appointmentId: number; preferredTimes: string },
): Promise<RescheduleRequest> {
  return inTransaction(ctx.db, async (trx) => {
    // Locked: of two quick clicks, the second waits and then finds the first request.
    const appointment = await findAppointment(trx, actor.id, input.appointmentId, { lock: true });
    if (!appointment) throw new HttpError(404, 'No such appointment');
    if (appointment.attendance !== 'scheduled' || appointment.date.getTime() <= ctx.now.getTime()) {
      throw new HttpError(
        409,
        'This appointment has already taken place or was settled; please message your case worker instead',
      );
    }
    if (await findOpenRescheduleRequest(trx, appointment.id)) {
      throw new HttpError(
        409,
        'You have already asked to move this appointment; your case worker will be in touch',
      );
    }
    const row = await insertRescheduleRequest(trx, {
      appointmentId: appointment.id,
      clientId: actor.id,
      preferredTimes: input.preferredTimes,
      at: ctx.now,
    });
    await recordTimelineEntry(trx, {
      clientId: actor.id,
      actorId: actor.id,
      at: ctx.now,
      action: 'rescheduleRequested',
      changes: { [appointment.title]: [appointment.date.toISOString(), input.preferredTimes] },
    });
    return {
      id: row.id,
      preferredTimes: row.preferred_times,
      requestedAt: row.requested_at.toISOString(),
    };
  });
}
