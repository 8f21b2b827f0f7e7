import { CliInputError } from './cli-input-error.js';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
import { batchCommand } from './commands/batch.js';
import { citiesCommand } from './commands/cities.js';
import { paramsCommand } from './commands/params.js';
import { runCommand } from './commands/run.js';
import { USAGE } from './usage.js';

export { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
export { USAGE } from './usage.js';

const COMMANDS: Readonly<Record<string, (args: string[], io: CliIo) => void>> = {
  run: runCommand,
  cities: citiesCommand,
  params: paramsCommand,
  batch: batchCommand,
};
const HELP = ['help', '--help', '-h'];

function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')
  );
}

/**
 * The `pathways-sim` command line, with its streams and file reader injected so tests need no process.
 * Returns the exit code: 0 success, 2 bad input (message on stderr, stdout untouched), 1 unexpected.
 *
 * @example
 * main(['run', '--city', 'waterloo-ia', '--support', 'training', '--participants', '1000', '--years', '5'], io); // 0
 */
export function main(argv: readonly string[], io: CliIo): number {
  // `pnpm sim -- run …` forwards the `--` separator itself; it is not part of the command line.
  const [command, ...args] = argv[0] === '--' ? argv.slice(1) : argv;
  if (command === undefined) {
    io.stderr.write(USAGE);
    return EXIT_BAD_INPUT;
  }
  if (HELP.includes(command) || args.some((arg) => HELP.includes(arg))) {
    io.stdout.write(USAGE);
    return EXIT_OK;
  }
  try {
    const handler = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (handler === undefined) {
      throw new CliInputError(
        'command',
        `unknown command "${command}"`,
        'run, cities, params, batch, help',
      );
    }
    handler(args, io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliInputError) {
      io.stderr.write(`pathways-sim: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (isParseArgsError(error)) {
      io.stderr.write(`pathways-sim: ${error instanceof Error ? error.message : ''}\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    io.stderr.write(
      `pathways-sim: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT_FAILURE;
  }
}
