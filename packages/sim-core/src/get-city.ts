import { cities } from './data/cities/index.js';
import type { City } from './types.js';

const byId: ReadonlyMap<string, City> = new Map(cities.map((city) => [city.id, city]));

/**
 * The built-in city with this id, or `undefined`.
 *
 * @example
 * getCity('waterloo-ia')?.name; // 'Waterloo'
 */
export function getCity(id: string): City | undefined {
  return byId.get(id);
}
