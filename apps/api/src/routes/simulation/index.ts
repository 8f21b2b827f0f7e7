import { SimulationInputError, getCity } from '@pathways/sim-core';
import { apiContract } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { simulationPlaces } from '../../services/simulation-places.js';
import { createParameterSetDocuments } from './parameter-set-documents.js';
import { createRunAnswers } from './run-answers.js';
import type { RunAnswer } from './run-answers.js';

/** Bodies written here (a Buffer, a custom serializer) carry no type; the browser's client reads JSON by it. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A versioned URL (`?v=` the current version) names bytes that never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the version, a client may keep the answer but asks again (a 304 when unchanged). */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export default function simulationRoutes(app: FastifyInstance) {
  const documents = createParameterSetDocuments();
  const answerRun = createRunAnswers();

  // sim-core is the one source of place data: the list and the model read the same figures.
  // The places never change while the process runs: written once, checked once against the contract.
  const placesJson = JSON.stringify(
    apiContract['GET /api/simulation/cities'].response[200].parse(simulationPlaces),
  );
  contractRoute(app, 'GET /api/simulation/cities', {}, (_request, reply) => {
    reply.type(JSON_TYPE).serializer(() => placesJson);
    return simulationPlaces;
  });

  contractRoute(app, 'POST /api/simulation/run', {}, (request, reply) => {
    const input = request.body;
    if (!getCity(input.cityId)) {
      throw new HttpError(404, 'City not found', {
        cityId: ['Please choose a city from the list'],
      });
    }
    let answer: RunAnswer;
    try {
      answer = answerRun(input);
    } catch (error) {
      if (error instanceof SimulationInputError) {
        throw new HttpError(400, error.message, { [error.field]: [error.message] });
      }
      throw error;
    }
    // Every run is stored, a remembered answer's too: each request is someone's question.
    app.simulationResults.record(answer.row);
    return reply.type(JSON_TYPE).send(answer.body);
  });

  contractRoute(app, 'GET /api/simulation/parameter-sets/:id', {}, (request, reply) => {
    const document = documents.get(request.params.id);
    if (document === undefined) throw new HttpError(404, 'Parameter set not found');
    reply
      .header('etag', document.etag)
      .header('cache-control', request.query.v === document.version ? IMMUTABLE : REVALIDATE);
    if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(document.body);
  });
}
