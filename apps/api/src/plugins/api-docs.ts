import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { contractRoute } from '../lib/contract-route.js';

export interface ApiDocsOptions {
  /** The interactive page at /api/docs; off in production, where only the JSON document is served. */
  docsPage: boolean;
}

/**
 * The OpenAPI 3.1 document of every route, generated from the contract's zod schemas as the routes
 * register (so this plugin must come before them), served at /api/openapi.json.
 */
export default fp<ApiDocsOptions>(
  async function apiDocs(app: FastifyInstance, { docsPage }) {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Pathways API',
          description:
            'The API of the Cedar Valley Pathways website and portal. JSON in and out; the session ' +
            'is a cookie. Every failure answers { statusCode, error, message, fieldErrors? }.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    if (docsPage) {
      await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    }
    app.after(() => {
      contractRoute(app, 'GET /api/openapi.json', {}, () => app.swagger() as never);
    });
  },
  { name: 'api-docs' },
);
