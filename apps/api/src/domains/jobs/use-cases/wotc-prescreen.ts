import {
  WOTC_PRESCREEN_CLOSED,
  WOTC_PRESCREEN_MESSAGES,
  WOTC_PRESCREEN_NOT_AT_OFFER,
  isPastConditionalOffer,
} from '@pathways/schemas';
import type { ClientWotcPrescreen, MyWotcPrescreen, WotcPrescreenInput } from '@pathways/schemas';
import { HttpError } from '../../../lib/http-error.js';
import { sealValue } from '../../../services/sealing.js';
import type { Actor, UseCaseContext } from '../../../services/use-case-context.js';
import { clientWithinReach } from '../../clients/policy.js';
import type { ApplicationRow } from '../applications-repository.js';
import { dayOf } from '../dates.js';
import { ownApplication } from '../policy.js';
import { loggedPrescreenView, ownPrescreenView } from '../wotc-prescreen-view.js';
import {
  findPrescreenOfApplication,
  isWotcTaskDone,
  listPrescreensOfClient,
  upsertPrescreen,
} from '../wotc-prescreens-repository.js';

/**
 * The client's WOTC pre-screen (issue 29 point 4): asked only from a conditional offer on (the
 * Waterloo timing rule: no record question before it), on the client's own application (404 for
 * anyone else's), and changeable until the employer marks the WOTC task done.
 */
async function applicationAtOffer(context: UseCaseContext, actor: Actor, applicationId: number) {
  const application = await ownApplication(context.db, actor, applicationId);
  if (!isPastConditionalOffer(application.status)) {
    throw new HttpError(409, WOTC_PRESCREEN_NOT_AT_OFFER);
  }
  return application;
}

async function myPrescreen(
  context: UseCaseContext,
  application: ApplicationRow,
): Promise<MyWotcPrescreen> {
  const row = await findPrescreenOfApplication(context.db, application.id);
  return {
    prescreen: row ? ownPrescreenView(context, row) : null,
    editable: !(await isWotcTaskDone(context.db, application.id)),
  };
}

export async function getMyPrescreen(
  context: UseCaseContext,
  actor: Actor,
  applicationId: number,
): Promise<MyWotcPrescreen> {
  return myPrescreen(context, await applicationAtOffer(context, actor, applicationId));
}

/** Stores the answers sealed (or the choice not to answer); sending again replaces them. */
export async function saveMyPrescreen(
  context: UseCaseContext,
  actor: Actor,
  input: { applicationId: number } & WotcPrescreenInput,
): Promise<MyWotcPrescreen> {
  const application = await applicationAtOffer(context, actor, input.applicationId);
  if (await isWotcTaskDone(context.db, application.id)) {
    throw new HttpError(409, WOTC_PRESCREEN_CLOSED);
  }
  const declined = input.choice === 'preferNotToAnswer';
  const date = declined ? undefined : input.convictionOrReleaseDate;
  if (date !== undefined && date > dayOf(context.now)) {
    throw new HttpError(400, WOTC_PRESCREEN_MESSAGES.futureDate, {
      convictionOrReleaseDate: [WOTC_PRESCREEN_MESSAGES.futureDate],
    });
  }
  const felony = input.felonyConviction === 'yes';
  const answers = declined
    ? null
    : {
        felonyConviction: input.felonyConviction,
        convictedOrReleasedWithinYear: felony
          ? (input.convictedOrReleasedWithinYear ?? null)
          : null,
        convictionOrReleaseDate: felony ? (date ?? null) : null,
      };
  await upsertPrescreen(context.db, {
    applicationId: application.id,
    declined,
    sealedAnswers: answers ? sealValue(context.cipher, answers) : null,
    // Nothing to share after "prefer not to answer".
    consentToShare: !declined && input.consentToShare === true,
    at: context.now,
  });
  return myPrescreen(context, application);
}

/** A client's pre-screens with their answers, for their case worker (every read logged). */
export async function listClientPrescreens(
  context: UseCaseContext,
  actor: Actor,
  clientId: number,
): Promise<{ prescreens: ClientWotcPrescreen[] }> {
  await clientWithinReach(context.db, actor, clientId);
  const rows = await listPrescreensOfClient(context.db, clientId);
  const prescreens: ClientWotcPrescreen[] = [];
  for (const row of rows) {
    const view = await loggedPrescreenView(context, actor.id, row);
    prescreens.push({ ...view, job: { title: row.job_title, companyName: row.company_name } });
  }
  return { prescreens };
}
