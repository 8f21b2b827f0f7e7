export interface CliIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  /** Reads a whole text file; throws if it cannot. */
  readonly readTextFile: (path: string) => string;
  /** Today as `YYYY-MM-DD`, used when `--today` is not given: the only clock, and it is injected. */
  readonly today: () => string;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

export const JSON_INDENT = 2;
