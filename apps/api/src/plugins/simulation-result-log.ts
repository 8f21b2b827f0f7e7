import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSimulationResultLog } from '../domains/simulations/repository.js';
import type {
  SimulationResultLog,
  SimulationResultLogOptions,
} from '../domains/simulations/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where simulation runs are recorded; rows reach simulation_results in batches. */
    simulationResults: SimulationResultLog;
  }
}

export type SimulationResultLogPluginOptions = Omit<SimulationResultLogOptions, 'onLost'>;

/**
 * Registered after the database plugin: onClose hooks run last-in, first-out, so the rows still
 * waiting are written before the database closes.
 */
export default fp<SimulationResultLogPluginOptions>(
  function simulationResultLog(app: FastifyInstance, options) {
    const log = createSimulationResultLog(app.db, {
      ...options,
      onLost: (rows, reason) => {
        app.log.error({ err: reason, rows }, 'simulation results not stored');
      },
    });
    app.decorate('simulationResults', log);
    app.addHook('onClose', () => log.flush());
  },
  { name: 'simulation-result-log', dependencies: ['database'] },
);
