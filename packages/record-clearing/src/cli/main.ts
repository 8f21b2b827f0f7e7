import { CliInputError } from './cli-input-error.js';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
import { screenCommand } from './screen-command.js';
import { USAGE } from './usage.js';

export { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliIo } from './cli-io.js';
export { USAGE } from './usage.js';

const HELP = ['help', '--help', '-h'];

function isParseArgsError(error: unknown): boolean {
  return (
    error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')
  );
}

/**
 * The `pathways-clear` command line, with streams, file reader and clock injected so tests need no
 * process. Returns the exit code: 0 success, 2 bad input (message on stderr), 1 unexpected.
 *
 * @example
 * main(['screen', '--case', 'case.json', '--today', '2026-01-15'], io); // 0
 */
export function main(argv: readonly string[], io: CliIo): number {
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
    if (command !== 'screen') {
      throw new CliInputError('command', `unknown command "${command}"`, 'screen, help');
    }
    screenCommand(args, io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CliInputError) {
      io.stderr.write(`pathways-clear: ${error.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (isParseArgsError(error)) {
      io.stderr.write(`pathways-clear: ${error instanceof Error ? error.message : ''}\n${USAGE}`);
      return EXIT_BAD_INPUT;
    }
    io.stderr.write(
      `pathways-clear: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT_FAILURE;
  }
}
