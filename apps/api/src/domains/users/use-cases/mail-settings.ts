import type { MailSettings, MailSettingsInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import type { Actor, Queryable } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import { findMailSettings, saveMailSettings } from '../repository.js';

const NO_ACCOUNT = 'No such account';

function toMailSettings(
  row: { preferred_language: 'en' | 'es'; appointment_reminders: boolean } | undefined,
): MailSettings {
  if (!row) throw new HttpError(404, NO_ACCOUNT);
  return {
    preferredLanguage: row.preferred_language,
    appointmentReminders: row.appointment_reminders,
  };
}

/** The language the signed-in person's e-mail goes in, and whether they get reminders. */
export async function getMyMailSettings(db: Queryable, actor: Actor): Promise<MailSettings> {
  return toMailSettings(await findMailSettings(db, actor.id));
}

/** Reminders are a client's only: anyone else's choice of them is left alone. */
export async function updateMyMailSettings(
  db: Queryable,
  actor: Actor,
  input: MailSettingsInput,
): Promise<MailSettings> {
  return toMailSettings(
    await saveMailSettings(db, actor.id, {
      preferred_language: input.preferredLanguage,
      appointment_reminders: actor.role === 'client' ? input.appointmentReminders : undefined,
    }),
  );
}

/** A client's settings, for staff who reach the client (anyone else: 404). */
export async function getClientMailSettings(
  db: Queryable,
  actor: Actor,
  clientId: number,
): Promise<MailSettings> {
  const client = await clientWithinReach(db, actor, clientId);
  return toMailSettings(await findMailSettings(db, client.id));
}

export async function updateClientMailSettings(
  db: Queryable,
  actor: Actor,
  input: { clientId: number } & MailSettingsInput,
): Promise<MailSettings> {
  const client = await clientWithinReach(db, actor, input.clientId);
  return toMailSettings(
    await saveMailSettings(db, client.id, {
      preferred_language: input.preferredLanguage,
      appointment_reminders: input.appointmentReminders,
    }),
  );
}
