import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, EXIT_OK, main } from '../src/cli/main.js';

const CASE = JSON.stringify({
  outcome: 'dismissed',
  date: '2024-01-01',
  level: 'simple-misdemeanor',
  allPaid: 'yes',
  pendingCharges: 'no',
  priorDeferredJudgments: 0,
  priorMisdemeanorExpungement: 'no',
  insanityOrIncompetence: 'no',
});

function run(argv: string[], files: Record<string, string> = { 'case.json': CASE }) {
  let stdout = '';
  let stderr = '';
  const code = main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readTextFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error('ENOENT');
      return text;
    },
    today: () => '2024-06-28',
  });
  return { code, stdout, stderr };
}

describe('pathways-clear screen', () => {
  it('prints the answer as JSON, using the injected today when --today is left out', () => {
    const result = run(['screen', '--case', 'case.json']);
    expect(result.code).toBe(EXIT_OK);
    expect(JSON.parse(result.stdout)).toMatchObject({
      status: 'not-yet',
      eligibleOn: '2024-06-29',
    });
  });

  it('--today decides the answer', () => {
    const result = run(['screen', '--case', 'case.json', '--today', '2024-06-29']);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'eligible', route: '901C.2' });
  });

  it.each([
    ['no --case', ['screen'], '--case: missing'],
    ['a missing file', ['screen', '--case', 'nope.json'], 'cannot read'],
    ['a bad --today', ['screen', '--case', 'case.json', '--today', '2024-02-30'], '--today'],
    ['an unknown command', ['clear'], 'unknown command'],
    ['an unknown flag', ['screen', '--case', 'case.json', '--speed', '1'], 'Unknown option'],
    ['a bad language', ['screen', '--case', 'case.json', '--language', 'fr'], '--language'],
  ])('exits 2 on %s, with the message on stderr and nothing on stdout', (_label, argv, message) => {
    const result = run(argv);
    expect(result.code).toBe(EXIT_BAD_INPUT);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
  });

  it('exits 2 naming the field of a bad case', () => {
    const result = run(['screen', '--case', 'bad.json'], { 'bad.json': '{"outcome":"pardoned"}' });
    expect(result.code).toBe(EXIT_BAD_INPUT);
    expect(result.stderr).toContain('outcome');
  });

  it('exits 2 on a file that is not JSON', () => {
    const result = run(['screen', '--case', 'bad.json'], { 'bad.json': 'outcome=dismissed' });
    expect(result.code).toBe(EXIT_BAD_INPUT);
    expect(result.stderr).toContain('is not JSON');
  });
});
