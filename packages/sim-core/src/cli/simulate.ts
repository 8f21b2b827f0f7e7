import { runSimulation } from '../run-simulation.js';
import { SimulationInputError } from '../simulation-input-error.js';
import type { SimulationInput, SimulationOptions, SimulationResult } from '../simulation-types.js';
import { CliInputError } from './cli-input-error.js';
import { flagOf } from './flags.js';

/**
 * Runs the model, turning its input errors into errors that name the command-line flag.
 *
 * @example
 * simulate(input, { draws: 0 }); // SimulationResult, or throws CliInputError('--years', …)
 */
export function simulate(input: SimulationInput, options: SimulationOptions): SimulationResult {
  try {
    return runSimulation(input, options);
  } catch (error) {
    if (error instanceof SimulationInputError) {
      throw new CliInputError(flagOf(error.field), error.message.replace(/\.$/, ''), error.allowed);
    }
    throw error;
  }
}
