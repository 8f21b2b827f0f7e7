import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';
import { runPeriodically } from '../lib/run-periodically.js';
import { pruneOutbox } from '../domains/outbox/repository.js';
import {
  DeliveryWorker,
  createSmtpTransport,
  defaultDeliveryOptions,
} from '../domains/outbox/delivery-worker.js';
import type { DeliveryOptions, MailTransport } from '../domains/outbox/delivery-worker.js';
import { createOutbox } from '../domains/outbox/outbox.js';
import type { Outbox } from '../domains/outbox/outbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent messages are kept this long for the admins to look back on, then forgotten. */
export const OUTBOX_RETENTION_DAYS = 90;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sender, links, clock and cipher for `enqueueMessage` (domains/outbox/outbox.ts). */
    outbox: Outbox;
    /** Sends what the outbox holds; started with the app, stopped before it closes. */
    outboxWorker: DeliveryWorker;
  }
}

export interface MailOptions {
  /** Start the delivery worker with the app (the default); tests leave it stopped and drive `runOnce`. */
  autoStart?: boolean;
  /** The worker's batch size and rhythm. */
  delivery?: Partial<DeliveryOptions>;
  /** Sends instead of SMTP_URL's nodemailer transport. */
  transport?: MailTransport;
}

export interface OutboxPluginOptions extends MailOptions {
  env: Env;
}

/** The outbox and its delivery worker, running in this process for as long as the app does. */
export default fp<OutboxPluginOptions>(
  function outboxPlugin(
    app: FastifyInstance,
    { env, autoStart = true, delivery = {}, transport },
    done,
  ) {
    const sender = transport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null);
    const outbox: Outbox = {
      ...createOutbox(env, app.clock, app.cipher),
      deliveryEnabled: sender !== null,
    };
    const worker = new DeliveryWorker(app.db, outbox, sender, app.log, {
      ...defaultDeliveryOptions,
      ...delivery,
    });
    app.decorate('outbox', outbox);
    app.decorate('outboxWorker', worker);
    if (!sender) {
      app.log.info(
        'e-mail delivery is off (SMTP_URL is not set): messages are kept in Admin › Settings › Outbox',
      );
    }
    if (autoStart) {
      app.addHook('onReady', (hookDone) => {
        worker.start();
        hookDone();
      });
    }
    runPeriodically(app, {
      every: PRUNE_INTERVAL_MS,
      task: async () => {
        await pruneOutbox(
          app.db,
          new Date(app.clock.now().getTime() - OUTBOX_RETENTION_DAYS * DAY_MS),
        );
      },
      name: 'outbox prune',
    });
    // Before the database closes: the round in flight finishes, so no message is left mid-send.
    app.addHook('preClose', async () => worker.stop());
    done();
  },
  { name: 'outbox', dependencies: ['database', 'field-encryption'] },
);
