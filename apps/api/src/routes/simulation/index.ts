import { SimulationInputError, getCity, runSimulation } from '@pathways/sim-core';
import { apiContract } from '@pathways/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { simulationPlaces } from '../../services/simulation-places.js';
import { createParameterSetDocuments } from './parameter-set-documents.js';
import { serializeRunAnswer, toRunAnswer } from './serialize-result.js';

/**
 * The API answers the point estimate only (`draws: 0`): the browser computes the uncertainty bands
 * itself, rerunning sim-core with the same input and seed, and the CLI prints them for analysts.
 */
const API_SIMULATION_OPTIONS = { draws: 0 } as const;

/** A versioned URL (`?v=` the current version) names bytes that never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the version, a client may keep the answer but asks again (a 304 when unchanged). */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export default function simulationRoutes(app: FastifyInstance) {
  const documents = createParameterSetDocuments();

  // sim-core is the one source of place data: the list and the model read the same figures.
  // The places never change while the process runs: written once, checked once against the contract.
  const placesJson = JSON.stringify(
    apiContract['GET /api/simulation/cities'].response[200].parse(simulationPlaces),
  );
  contractRoute(app, 'GET /api/simulation/cities', {}, (_request, reply) => {
    reply.type('application/json; charset=utf-8').serializer(() => placesJson);
    return simulationPlaces;
  });

  contractRoute(app, 'POST /api/simulation/run', {}, (request, reply) => {
    const input = request.body;
    if (!getCity(input.cityId)) {
      throw new HttpError(404, 'City not found', {
        cityId: ['Please choose a city from the list'],
      });
    }
    let result;
    try {
      result = runSimulation(input, API_SIMULATION_OPTIONS);
    } catch (error) {
      if (error instanceof SimulationInputError) {
        throw new HttpError(400, error.message, { [error.field]: [error.message] });
      }
      throw error;
    }
    app.simulationResults.record({
      city_id: input.cityId,
      support_type: input.supportType,
      participant_count: input.participantCount,
      timeframe: input.timeframe,
      employment_rate: result.employmentRate,
      projected_recidivism_reduction: result.recidivismReduction,
      public_cost_savings: result.publicCostSavings,
      jobs_created: result.jobsCreated,
      roi_per_dollar: result.roiPerDollar,
      taxpayer_contribution: result.taxpayerContribution,
    });
    // A custom serializer leaves the type unset; the browser's client reads JSON by its type.
    reply.type('application/json; charset=utf-8').serializer(serializeRunAnswer);
    return toRunAnswer(result);
  });

  contractRoute(app, 'GET /api/simulation/parameter-sets/:id', {}, (request, reply) => {
    const document = documents.get(request.params.id);
    if (document === undefined) throw new HttpError(404, 'Parameter set not found');
    reply
      .header('etag', document.etag)
      .header('cache-control', request.query.v === document.version ? IMMUTABLE : REVALIDATE);
    if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(document.body);
  });
}
