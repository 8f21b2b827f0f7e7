import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { Env } from './env.js';
import webApp from './plugins/web-app.js';
import healthRoutes from './routes/health/index.js';

export interface BuildAppOptions {
  env: Env;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
}

/** The whole API as one Fastify instance; tests build it and call `app.inject`. */
export async function buildApp({ logger = false, webRoot }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  await app.register(healthRoutes);
  // Unknown /api paths answer JSON, never the web app's HTML.
  app.all('/api/*', async (request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route ${request.method} ${request.url}` }),
  );
  await app.register(webApp, webRoot ? { webRoot } : {});
  return app;
}
