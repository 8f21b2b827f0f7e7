import { parseArgs } from 'node:util';
import { calendarDateSchema, caseInputSchema } from '../case-input.js';
import { screenCase } from '../screen-case.js';
import { CliInputError } from './cli-input-error.js';
import { JSON_INDENT, type CliIo } from './cli-io.js';

const LANGUAGES = ['en', 'es'] as const;

function readCaseFile(path: string, io: CliIo): unknown {
  let text: string;
  try {
    text = io.readTextFile(path);
  } catch {
    throw new CliInputError('--case', `cannot read "${path}"`, 'a readable JSON file');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliInputError('--case', `"${path}" is not JSON`, 'a JSON object describing one case');
  }
}

/**
 * `pathways-clear screen`: reads the case file, screens it and prints the answer as JSON.
 *
 * @example
 * screenCommand(['--case', 'case.json', '--today', '2026-01-15'], io);
 */
export function screenCommand(args: readonly string[], io: CliIo): void {
  const { values } = parseArgs({
    args: [...args],
    options: {
      case: { type: 'string' },
      today: { type: 'string' },
      language: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.case === undefined) {
    throw new CliInputError('--case', 'missing', 'a path to a JSON file describing one case');
  }
  const today = values.today ?? io.today();
  if (!calendarDateSchema.safeParse(today).success) {
    throw new CliInputError('--today', `"${today}" is not a date`, 'a calendar day as YYYY-MM-DD');
  }
  const language = values.language ?? 'en';
  if (language !== 'en' && language !== 'es') {
    throw new CliInputError('--language', `"${language}" is not offered`, LANGUAGES.join(', '));
  }
  const parsed = caseInputSchema.safeParse(readCaseFile(values.case, io));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(case)'}: ${issue.message}`)
      .join('; ');
    throw new CliInputError('--case', problems, 'the fields listed by `pathways-clear help`');
  }
  const answer = screenCase(parsed.data, { today, language });
  io.stdout.write(`${JSON.stringify(answer, null, JSON_INDENT)}\n`);
}
