import { parseArgs } from 'node:util';
import { parameterSets } from '../../parameter-sets/index.js';
import type { Parameter, ParameterSet } from '../../types.js';
import { CliInputError } from '../cli-input-error.js';
import { JSON_INDENT, type CliIo } from '../cli-io.js';
import { formatFlag } from '../flags.js';

const SUPPORT_FIELDS = [
  'relativeReduction',
  'completionRate',
  'costPerParticipant',
  'completerEmploymentRate',
] as const;
const GLOBAL_FIELDS = [
  'marginalCostShare',
  'incarcerationCostMultiplier',
  'discountRate',
  'baselineEmploymentRate',
  'earningsShareOfMedianIncome',
  'effectiveTaxRate',
] as const;

function line(id: string, parameter: Parameter): string {
  const mark = parameter.source.unverified === undefined ? '' : ' UNVERIFIED';
  return `  ${id} = ${parameter.value} ${parameter.unit} [${parameter.confidence}] — ${parameter.source.publisher} (${parameter.source.year})${mark}\n`;
}

function describeSet(set: ParameterSet): string {
  let text = `${set.id} — ${set.label}\n  ${set.description}\n`;
  for (const [type, support] of Object.entries(set.support)) {
    text += `  support.${type}: effect ${support.effectBasis}, measured on ${support.effectMeasuredOn.join(', ')}\n`;
    for (const name of SUPPORT_FIELDS) text += line(`support.${type}.${name}`, support[name]);
  }
  for (const [definition, parameter] of Object.entries(set.incarcerationYearsPerEvent))
    text += line(`incarcerationYearsPerEvent.${definition}`, parameter);
  for (const name of GLOBAL_FIELDS) text += line(name, set[name]);
  return text + '\n';
}

/**
 * `pathways-sim params`: every parameter set (or one, `--set ID`) with each value, its source and
 * UNVERIFIED marks. The JSON of one set is the file `run --params FILE` reads.
 *
 * @example
 * paramsCommand(['--set', 'conservative', '--format', 'json'], io);
 */
export function paramsCommand(args: string[], io: CliIo): void {
  const { values } = parseArgs({
    args,
    options: { format: { type: 'string' }, set: { type: 'string' } },
    strict: true,
  });
  const format = formatFlag(values.format, ['table', 'json']);
  const id = values.set;
  if (id !== undefined && !Object.hasOwn(parameterSets, id))
    throw new CliInputError(
      '--set',
      `unknown parameter set "${id}"`,
      Object.keys(parameterSets).join(', '),
    );
  const chosen = id === undefined ? undefined : parameterSets[id];
  if (format === 'json') {
    io.stdout.write(JSON.stringify(chosen ?? parameterSets, null, JSON_INDENT) + '\n');
    return;
  }
  for (const set of chosen === undefined ? Object.values(parameterSets) : [chosen])
    io.stdout.write(describeSet(set));
}
