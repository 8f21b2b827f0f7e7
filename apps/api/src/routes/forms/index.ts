import type { ReceiptData } from '@pathways/content';
import { donationDollars } from '@pathways/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitConfig } from '../../lib/rate-limits.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { contractRoute } from '../../lib/contract-route.js';
import { insertFormSubmission } from '../../domains/inbox/repository.js';
import type { WithSubmission } from '../../domains/inbox/repository.js';
import { storeContactMessage } from '../../services/contact-messages.js';
import { enqueueSubmissionMail } from '../../domains/outbox/outbox.js';
import { submissionKeys } from '../../services/submission-people.js';
import { sealAnswers } from '../../services/sealing.js';

export interface FormRoutesOptions {
  rateLimits: RateLimits | null;
}

/** The public forms: validated with the web's own schemas, stored (never dropped), answered with a reference. */
export default function formRoutes(app: FastifyInstance, { rateLimits }: FormRoutesOptions) {
  const config = limitConfig(rateLimits?.forms);
  /** The receipt and the staff alert, committed with the submission. */
  const mailFor =
    (
      request: Pick<FastifyRequest, 'headers'>,
      email: string,
      receipt: (reference: string) => ReceiptData,
    ): WithSubmission =>
    (trx, { reference }) =>
      enqueueSubmissionMail(trx, app.outbox, {
        email,
        receipt: receipt(reference),
        language: mailLanguageOf(request),
      });

  contractRoute(app, 'POST /api/contact', { config }, (request) =>
    storeContactMessage(app, request.body, mailLanguageOf(request)),
  );

  contractRoute(app, 'POST /api/client-intake', { config }, (request) => {
    const intake = request.body;
    return insertFormSubmission(
      app.db,
      app.clock.now(),
      'client_intake_submissions',
      {
        name: `${intake.firstName} ${intake.lastName}`,
        email: intake.email,
        language: mailLanguageOf(request),
        // Criminal history, barriers and date of birth are sealed before anything stores them.
        payload: sealAnswers(app.cipher, 'clientIntake', intake),
        keys: submissionKeys(app.cipher, 'client_intake_submissions', intake),
      },
      mailFor(request, intake.email, (reference) => ({
        kind: 'clientIntake',
        name: intake.firstName,
        reference,
      })),
    );
  });

  contractRoute(app, 'POST /api/employer-partnership', { config }, (request) => {
    const partnership = request.body;
    return insertFormSubmission(
      app.db,
      app.clock.now(),
      'employer_partnership_submissions',
      {
        name: `${partnership.contactName} (${partnership.companyName})`,
        email: partnership.email,
        language: mailLanguageOf(request),
        payload: partnership,
        keys: submissionKeys(app.cipher, 'employer_partnership_submissions', partnership),
      },
      mailFor(request, partnership.email, (reference) => ({
        kind: 'employerPartnership',
        name: partnership.contactName,
        reference,
      })),
    );
  });

  contractRoute(app, 'POST /api/volunteer-application', { config }, (request) => {
    const volunteer = request.body;
    return insertFormSubmission(
      app.db,
      app.clock.now(),
      'volunteer_applications',
      {
        name: `${volunteer.firstName} ${volunteer.lastName}`,
        email: volunteer.email,
        language: mailLanguageOf(request),
        // The date of birth is sealed before anything stores it, as on the intake (issue 25, M-1).
        payload: sealAnswers(app.cipher, 'volunteer', volunteer),
        keys: submissionKeys(app.cipher, 'volunteer_applications', volunteer),
      },
      mailFor(request, volunteer.email, (reference) => ({
        kind: 'volunteerApplication',
        name: volunteer.firstName,
        reference,
      })),
    );
  });

  contractRoute(app, 'POST /api/employer-onboarding', { config }, (request) => {
    const onboarding = request.body;
    return insertFormSubmission(
      app.db,
      app.clock.now(),
      'employer_onboarding_submissions',
      {
        name: `${onboarding.contactName} (${onboarding.companyName})`,
        email: onboarding.email,
        language: mailLanguageOf(request),
        payload: onboarding,
      },
      mailFor(request, onboarding.email, (reference) => ({
        kind: 'employerOnboarding',
        name: onboarding.contactName,
        reference,
      })),
    );
  });

  // No payment provider is reachable: the gift is stored as a pledge and staff arrange it.
  contractRoute(app, 'POST /api/donations', { config }, (request) => {
    const donation = request.body;
    return insertFormSubmission(
      app.db,
      app.clock.now(),
      'donation_pledges',
      {
        name: donation.name,
        email: donation.email,
        payload: donation,
        language: mailLanguageOf(request),
      },
      mailFor(request, donation.email, (reference) => ({
        kind: 'donation',
        name: donation.name,
        reference,
        amount: donationDollars(donation) ?? 0,
        frequency: donation.donationType,
      })),
    );
  });
}
