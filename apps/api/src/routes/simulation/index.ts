import { SimulationInputError, getCity, runSimulation } from '@pathways/sim-core';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/http-error.js';
import { createCityCache } from '../../repositories/cities.js';
import { createResultSerializer } from './serialize-result.js';

/**
 * Web requests skip sim-core's Monte Carlo (`draws: 0`): the point estimate is instant, and the
 * uncertainty bands are for analysts running the CLI.
 */
const API_SIMULATION_OPTIONS = { draws: 0 } as const;

/** How long the city list is served from memory before city_data is read again. */
const CITY_CACHE_TTL_MS = 60_000;

export default function simulationRoutes(app: FastifyInstance) {
  const cities = createCityCache(app.db, CITY_CACHE_TTL_MS);
  const serializeResult = createResultSerializer();

  contractRoute(app, 'GET /api/simulation/cities', {}, () => cities.list());

  contractRoute(app, 'POST /api/simulation/run', {}, async (request, reply) => {
    const input = request.body;
    if (!(await cities.has(input.cityId)) || !getCity(input.cityId)) {
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
    reply.type('application/json; charset=utf-8').serializer(serializeResult);
    return result;
  });
}
