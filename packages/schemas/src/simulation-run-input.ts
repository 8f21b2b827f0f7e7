import { isStorableText } from './fields.js';
import { supportTypeOptions } from './options.js';
import {
  MAX_CITY_ID_LENGTH,
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
  type SimulationRunInput,
} from './simulation.js';

const SUPPORT_TYPES: ReadonlySet<unknown> = new Set(supportTypeOptions.map(({ value }) => value));

const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * `simulationRunSchema`'s answer for a body that is plainly valid, without zod: POST
 * /api/simulation/run is the API's busiest route (issue 17), and the schema's general machinery
 * was a visible share of a run. Null means "ask the schema": for anything invalid, or odd, zod
 * decides and words the field errors, so a caller can never tell which of the two read the body.
 * A property test holds it to the schema: whatever it accepts, the schema accepts as the same value.
 *
 * @example
 * readSimulationRunInput({ cityId: ' waterloo-ia ', supportType: 'training', participantCount: 1000, timeframe: 5 });
 * // { cityId: 'waterloo-ia', supportType: 'training', participantCount: 1000, timeframe: 5 }
 * readSimulationRunInput({ cityId: 'waterloo-ia' }); // null
 */
export function readSimulationRunInput(body: unknown): SimulationRunInput | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { cityId, supportType, participantCount, timeframe } = body as Record<string, unknown>;
  if (typeof cityId !== 'string' || !isStorableText(cityId)) return null;
  // The schema trims first, then measures what is left.
  const city = cityId.trim();
  if (city.length === 0 || city.length > MAX_CITY_ID_LENGTH) return null;
  if (!SUPPORT_TYPES.has(supportType)) return null;
  if (!isWholeIn(participantCount, MIN_PARTICIPANTS, MAX_PARTICIPANTS)) return null;
  if (!isWholeIn(timeframe, MIN_TIMEFRAME_YEARS, MAX_TIMEFRAME_YEARS)) return null;
  return {
    cityId: city,
    supportType: supportType as SimulationRunInput['supportType'],
    participantCount,
    timeframe,
  };
}
