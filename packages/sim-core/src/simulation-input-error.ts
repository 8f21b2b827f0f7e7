/**
 * Thrown by `runSimulation` for input it cannot model. `field` names the offending input field
 * (e.g. `participantCount`, `city.baselineRecidivismRate`) and `allowed` describes what would be accepted,
 * so an API can answer 400 and a CLI can name the flag.
 *
 * @example
 * try { runSimulation({ cityId: 'atlantis', supportType: 'training', participantCount: 1000, timeframe: 5 }); }
 * catch (error) { if (error instanceof SimulationInputError) console.log(error.field); } // 'cityId'
 */
export class SimulationInputError extends Error {
  override readonly name = 'SimulationInputError';
  readonly field: string;
  readonly allowed: string;

  constructor(field: string, message: string, allowed: string) {
    super(message);
    this.field = field;
    this.allowed = allowed;
  }
}
