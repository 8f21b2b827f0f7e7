import type { City } from '../../types.js';
import { iowaCities } from './iowa.js';
import { stateCities } from './states.js';

/** Every built-in place: Iowa and its cities first (the program's home), then the states, Delaware and Rhode Island first. */
export const cities: readonly City[] = [...iowaCities, ...stateCities];
