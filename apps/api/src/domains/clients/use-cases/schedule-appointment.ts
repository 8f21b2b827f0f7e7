import type { AppointmentMode, ClientAppointment, User } from '@pathways/schemas';
import { recordTimelineEntry } from '../../../services/timeline.js';
import { inTransaction } from '../../../services/transactions.js';
import type { UseCaseContext } from '../../../services/use-case-context.js';
import { refuseImplausibleAppointmentDate } from '../appointment-dates.js';
import { clientWithinReach } from '../policy.js';
import { insertAppointment, toAppointment } from '../repository.js';

export async function scheduleAppointment(
  ctx: UseCaseContext,
  actor: User,
  input: {
    clientId: number;
    title: string;
    date: string;
    mode: AppointmentMode;
    notes?: string | undefined;
  },
): Promise<ClientAppointment> {
  const client = await clientWithinReach(ctx.db, actor, input.clientId);
  refuseImplausibleAppointmentDate(input.date, ctx.now);
  return inTransaction(ctx.db, async (trx) => {
    const appointment = toAppointment(
      await insertAppointment(trx, {
        clientId: input.clientId,
        caseWorkerId: client.case_worker_id ?? actor.id,
        title: input.title,
        date: new Date(input.date),
        notes: input.notes ?? null,
        mode: input.mode,
        at: ctx.now,
      }),
    );
    await recordTimelineEntry(trx, {
      clientId: input.clientId,
      actorId: actor.id,
      at: ctx.now,
      action: 'appointmentScheduled',
      changes: { [appointment.title]: [null, `${appointment.date} (${appointment.mode})`] },
    });
    return appointment;
  });
}
