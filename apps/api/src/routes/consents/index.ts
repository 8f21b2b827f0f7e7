import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { runPeriodically } from '../../lib/run-periodically.js';
import { giveEmployerConsent } from '../../domains/consents/use-cases/give-employer-consent.js';
import { listConsentTexts } from '../../domains/consents/use-cases/list-consent-texts.js';
import { recordConsent } from '../../domains/consents/use-cases/record-consent.js';
import { recordDisclosure } from '../../domains/consents/use-cases/record-disclosure.js';
import {
  CONSENT_LAPSE_INTERVAL_MS,
  recordLapsedConsents,
} from '../../domains/consents/use-cases/record-lapsed-consents.js';
import { referClient } from '../../domains/consents/use-cases/refer-client.js';
import { revokeConsent } from '../../domains/consents/use-cases/revoke-consent.js';
import { approveEmployerName } from '../../domains/jobs/use-cases/approve-employer-name.js';
import { listAdminEmployers } from '../../domains/jobs/use-cases/list-admin-employers.js';
import { listEmployerOptions } from '../../domains/jobs/use-cases/list-employer-options.js';
import { contextOf } from '../../services/use-case-context.js';

/**
 * Consents, disclosures and referrals (issues 13, 14 and 25): staff record consent naming an
 * employer by id; the client gives, reads and revokes theirs; nothing is shared with an employer
 * without an active consent naming it.
 */
export default function consentRoutes(app: FastifyInstance) {
  runPeriodically(app, {
    every: CONSENT_LAPSE_INTERVAL_MS,
    task: async () => {
      await recordLapsedConsents(app.db, app.clock.now());
    },
    name: 'consent lapse',
  });

  contractRoute(app, 'POST /api/clients/:id/consents', {}, ({ params, body, user }) =>
    recordConsent(contextOf(app), user, { clientId: params.id, ...body }),
  );

  contractRoute(app, 'POST /api/clients/:id/disclosures', {}, ({ params, body, user }) =>
    recordDisclosure(contextOf(app), user, { clientId: params.id, ...body }),
  );

  contractRoute(app, 'POST /api/clients/:id/referrals', {}, ({ params, body, user }) =>
    referClient(contextOf(app), user, { clientId: params.id, ...body }),
  );

  contractRoute(app, 'POST /api/my/consents', {}, ({ body, user }) =>
    giveEmployerConsent(contextOf(app), user, body),
  );

  contractRoute(app, 'POST /api/my/consents/:id/revoke', {}, ({ params, user }) =>
    revokeConsent(contextOf(app), user, params.id),
  );

  contractRoute(app, 'GET /api/employers/options', {}, async () => ({
    employers: await listEmployerOptions(app.db),
  }));

  contractRoute(app, 'GET /api/consent-texts', {}, () => listConsentTexts());

  contractRoute(app, 'GET /api/admin/employers', {}, async () => ({
    employers: await listAdminEmployers(app.db),
  }));

  contractRoute(app, 'POST /api/admin/employers/:id/name-review', {}, ({ params }) =>
    approveEmployerName(app.db, params.id),
  );
}
