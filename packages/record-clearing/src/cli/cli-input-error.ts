/** Bad command-line input: exits with code 2 and a message naming the flag and what it accepts. */
export class CliInputError extends Error {
  override readonly name = 'CliInputError';
  readonly flag: string;
  readonly problem: string;
  readonly allowed: string;

  constructor(flag: string, problem: string, allowed: string) {
    super(`${flag}: ${problem}. Allowed: ${allowed}.`);
    this.flag = flag;
    this.problem = problem;
    this.allowed = allowed;
  }
}
