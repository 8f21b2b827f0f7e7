import { cities } from './data/cities/index.js';
import type { City } from './types.js';

/**
 * Every built-in city and state, Iowa first, each with its sources.
 *
 * @example
 * listCities().map((city) => city.id); // ['waterloo-ia', 'cedar-falls-ia', 'iowa', …]
 */
export function listCities(): readonly City[] {
  return cities;
}
