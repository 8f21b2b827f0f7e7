import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RequestValidationError } from '../lib/contract-compilers.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../lib/database-unavailable.js';
import { HttpError, errorBody } from '../lib/http-error.js';

const CLIENT_ERROR_MIN = 400;
const SERVER_ERROR_MIN = 500;
const GENERIC_SERVER_MESSAGE = 'Something went wrong on our side. Please try again later.';
const VALIDATION_MESSAGE = 'Please check the highlighted fields';
const NOT_FOUND_MESSAGE = 'Not found';
const SERVICE_UNAVAILABLE = 503;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our database right now. Nothing was saved. Please try again in a minute.';

/** Fastify's own 4xx codes, worded for people rather than developers. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the request body as application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/**
 * The one error handler (fastify/demo style): every failure leaves as DESIGN.md §3's body.
 * 4xx keep their message; 5xx get a generic one and the detail goes only to the log, with the request id.
 */
export default fp(
  function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof RequestValidationError) {
        // A path naming no record that could exist ("/api/success-stories/abc") is a missing record.
        return error.part === 'params'
          ? reply.code(404).send(errorBody(404, NOT_FOUND_MESSAGE))
          : reply.code(400).send(errorBody(400, VALIDATION_MESSAGE, error.fieldErrors));
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.message, error.fieldErrors));
      }
      const statusCode =
        error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number'
          ? ((error as FastifyError).statusCode ?? SERVER_ERROR_MIN)
          : SERVER_ERROR_MIN;
      if (statusCode >= CLIENT_ERROR_MIN && statusCode < SERVER_ERROR_MIN) {
        const code = isFastifyError(error) ? error.code : '';
        const message =
          frameworkMessages[code] ??
          (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'The request body is not valid JSON'
            : error instanceof Error
              ? error.message
              : 'Bad request');
        return reply.code(statusCode).send(errorBody(statusCode, message));
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover: the client may try again shortly, and the process carries on.
        request.log.warn({ err: error, reqId: request.id }, 'request failed: database unavailable');
        return reply
          .code(SERVICE_UNAVAILABLE)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody(SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE));
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.code(SERVER_ERROR_MIN).send(errorBody(SERVER_ERROR_MIN, GENERIC_SERVER_MESSAGE));
    });

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(errorBody(404, `No route ${request.method} ${request.url.split('?', 1)[0] ?? ''}`)),
    );
  },
  { name: 'error-handler' },
);
