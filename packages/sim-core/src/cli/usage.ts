import {
  MAX_PARTICIPANTS,
  MAX_TIMEFRAME_YEARS,
  MIN_PARTICIPANTS,
  MIN_TIMEFRAME_YEARS,
} from '../limits.js';
import { supportTypes } from '../support-types.js';

export const SUPPORT_VALUES = supportTypes.map((option) => option.value).join(', ');

export const USAGE = `Usage: pathways-sim <command> [options]

Commands:
  run       --city ID | --city-file city.json  --support TYPE  --participants N  --years N
            [--params ID | --params params.json] [--seed N] [--draws N] [--format table|json|csv]
  cities    [--format table|json|csv]     built-in cities and states with their sources
  params    [--set ID] [--format table|json]
                                          parameter sets with every value and its source; the JSON
                                          of one set (--set ID) is what --params FILE reads
  batch     scenarios.csv [--draws N]     one result row per scenario row, as CSV
            columns: city, support, participants, years[, params][, seed]

Support types: ${SUPPORT_VALUES}
Participants: ${MIN_PARTICIPANTS}–${MAX_PARTICIPANTS}; years: ${MIN_TIMEFRAME_YEARS}–${MAX_TIMEFRAME_YEARS}
Figures marked UNVERIFIED have not been checked against their publication; warnings say so.
Exit codes: 0 success, 2 bad input (message on stderr, nothing on stdout), 1 unexpected error.
`;
