import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { getCity, parameterSets } from '../src/index.js';

const EXIT_OK = 0;
const EXIT_BAD_INPUT = 2;

function cityJson(overrides: Record<string, unknown> = {}): string {
  const city = getCity('waterloo-ia');
  if (city === undefined) throw new Error('waterloo-ia is missing');
  const { sources: _sources, ...rest } = city;
  return JSON.stringify({ ...rest, id: 'custom-town', name: 'Custom Town', ...overrides });
}

const conservativeSet = JSON.stringify(parameterSets.conservative);
const FILES: Readonly<Record<string, string>> = {
  'my-set.json': JSON.stringify({
    ...parameterSets.conservative,
    id: 'my-set',
    discountRate: { ...parameterSets.conservative?.discountRate, value: 0 },
  }),
  'all-sets.json': JSON.stringify(parameterSets),
  'one-of-all.json': JSON.stringify({ conservative: parameterSets.conservative }),
  'bad-set.json': conservativeSet.replace('"value":0.035', '"value":7'),
  'huge-cost.json': cityJson({ averageCostPerIncarceration: 1e308 }),
  'bad-source.json': cityJson({ sources: { medianIncome: { publisher: 'ACS' } } }),
  'city.json': cityJson(),
  'bad-city.json': cityJson({ baselineRecidivismRate: 150 }),
  'broken.json': '{ "id": ',
  'scenarios.csv':
    'city,support,participants,years,params,seed\nwaterloo-ia,training,1000,5,,\niowa,full_wraparound,2500,5,program-reported,7\n',
  'bad-row.csv':
    'city,support,participants,years\nwaterloo-ia,training,1000,5\niowa,training,50,5\n',
  'bad-support.csv': 'city,support,participants,years\nwaterloo-ia,therapy,1000,5\n',
  'no-years.csv': 'city,support,participants\nwaterloo-ia,training,1000\n',
  'unterminated.csv': 'city,support,participants,years\n"waterloo-ia,training,1000,5\n',
};

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    readTextFile: (path) => {
      const text = FILES[path];
      if (text === undefined) throw new Error(`ENOENT: ${path}`);
      return text;
    },
  });
  return { code, stdout, stderr };
}

const RUN = [
  'run',
  '--city',
  'waterloo-ia',
  '--support',
  'training',
  '--participants',
  '1000',
  '--years',
  '5',
];

function withFlag(flag: string, value: string): string[] {
  const args = [...RUN];
  args[args.indexOf(flag) + 1] = value;
  return args;
}

describe('pathways-sim run', () => {
  it('prints a table with the headline figures and sources', () => {
    const { code, stdout, stderr } = run(...RUN);
    expect(code).toBe(EXIT_OK);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/Waterloo, IA — Job Training/);
    expect(stdout).toMatch(/Recidivism reduction\s+24\.3%/);
    expect(stdout).toMatch(/Public cost savings\s+\$1,810,324/);
    expect(stdout).toMatch(/Iowa Department of Corrections/);
    expect(stdout).toMatch(/effect applied to everyone enrolled \(intent to treat\)/);
    expect(stdout).toMatch(
      /WARNING: 1,000 participants is more than the 106 people released to Waterloo, IA in a year/,
    );
    expect(stdout).toMatch(/city\.baselineRecidivismRate = 32\.8 percent — .* UNVERIFIED: /);
    expect(stdout).toContain(
      'Reproduce: pathways-sim run --city waterloo-ia --support training --participants 1000 --years 5',
    );
  });

  it('prints the full result as JSON, honouring --seed and --params', () => {
    const { code, stdout } = run(
      ...RUN,
      '--format',
      'json',
      '--seed',
      '42',
      '--params',
      'program-reported',
      '--draws',
      '500',
    );
    expect(code).toBe(EXIT_OK);
    const result = JSON.parse(stdout) as {
      input: { seed: number; parameterSetId: string };
      uncertainty: { draws: number };
    };
    expect(result.input.seed).toBe(42);
    expect(result.input.parameterSetId).toBe('program-reported');
    expect(result.uncertainty.draws).toBe(500);
  });

  it('prints one CSV row under a header', () => {
    const { code, stdout } = run(...RUN, '--format', 'csv', '--draws', '0');
    expect(code).toBe(EXIT_OK);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^city,city_name,state,support/);
    expect(lines[1]).toMatch(/^waterloo-ia,Waterloo,IA,training,1000,5,conservative/);
  });

  it('accepts the `--` that `pnpm sim -- …` forwards', () => {
    expect(run('--', ...RUN).code).toBe(EXIT_OK);
  });

  it('runs a custom city from --city-file', () => {
    const { code, stdout } = run(
      'run',
      '--city-file',
      'city.json',
      '--support',
      'none',
      '--participants',
      '200',
      '--years',
      '1',
      '--format',
      'json',
      '--draws',
      '0',
    );
    expect(code).toBe(EXIT_OK);
    expect((JSON.parse(stdout) as { city: { id: string } }).city.id).toBe('custom-town');
  });

  it("runs an analyst's own parameter set from --params FILE, the shape `params --set` prints", () => {
    const base = run(...RUN, '--format', 'json', '--draws', '0');
    const own = run(...RUN, '--params', 'my-set.json', '--format', 'json', '--draws', '0');
    expect(own.stderr).toBe('');
    expect(own.code).toBe(EXIT_OK);
    const savings = (text: string) =>
      (JSON.parse(text) as { publicCostSavings: number }).publicCostSavings;
    expect(savings(own.stdout)).toBeGreaterThan(savings(base.stdout));
    expect(
      (JSON.parse(own.stdout) as { input: { parameterSetId: string } }).input.parameterSetId,
    ).toBe('my-set');
    expect(run(...RUN, '--params', 'one-of-all.json', '--draws', '0').code).toBe(EXIT_OK);
    expect(run('params', '--set', 'conservative', '--format', 'json').stdout).toBe(
      `${JSON.stringify(parameterSets.conservative, null, 2)}\n`,
    );
  });

  it('prints usage to stdout for --help, also after a command', () => {
    for (const argv of [['--help'], ['help'], ['run', '--help']]) {
      const { code, stdout, stderr } = run(...argv);
      expect(code).toBe(EXIT_OK);
      expect(stdout).toMatch(/^Usage: pathways-sim/);
      expect(stderr).toBe('');
    }
  });

  it.each([
    [
      'an unknown city',
      withFlag('--city', 'atlantis'),
      /--city: unknown city "atlantis"\. Allowed: waterloo-ia, cedar-falls-ia, iowa/,
    ],
    [
      'an unknown support type',
      withFlag('--support', 'therapy'),
      /--support: unknown support type "therapy"\. Allowed: none, training, housing, mentoring, full_wraparound/,
    ],
    [
      'too few participants',
      withFlag('--participants', '50'),
      /--participants: .*got 50\. Allowed: an integer from 100 to 10000/,
    ],
    [
      'too many participants',
      withFlag('--participants', '10001'),
      /--participants: .*Allowed: an integer from 100 to 10000/,
    ],
    [
      'non-numeric participants',
      withFlag('--participants', 'lots'),
      /--participants: "lots" is not a whole number\. Allowed: an integer from 100 to 10000/,
    ],
    ['zero years', withFlag('--years', '0'), /--years: .*Allowed: an integer from 1 to 10/],
    [
      'eleven years',
      withFlag('--years', '11'),
      /--years: .*got 11\. Allowed: an integer from 1 to 10/,
    ],
    [
      'an unknown parameter set',
      [...RUN, '--params', 'rosy'],
      /--params: .*Allowed: conservative, program-reported/,
    ],
    [
      'an unknown format',
      [...RUN, '--format', 'xml'],
      /--format: unknown format "xml"\. Allowed: table, json, csv/,
    ],
    [
      'a missing support flag',
      ['run', '--city', 'iowa', '--participants', '1000', '--years', '5'],
      /--support: is required\. Allowed: none, training/,
    ],
    ['an unknown flag', [...RUN, '--colour', 'red'], /Unknown option '--colour'/],
    [
      'a malformed city file',
      [
        'run',
        '--city-file',
        'broken.json',
        '--support',
        'none',
        '--participants',
        '200',
        '--years',
        '1',
      ],
      /--city-file: "broken\.json" is not valid JSON/,
    ],
    [
      'a missing city file',
      [
        'run',
        '--city-file',
        'nope.json',
        '--support',
        'none',
        '--participants',
        '200',
        '--years',
        '1',
      ],
      /--city-file: cannot read "nope\.json"/,
    ],
    [
      'a city file with a bad field',
      [
        'run',
        '--city-file',
        'bad-city.json',
        '--support',
        'none',
        '--participants',
        '200',
        '--years',
        '1',
      ],
      /--city-file \(city\.baselineRecidivismRate\): .*Allowed: a number from 0 to 100/,
    ],
    [
      'a parameter file with an absurd discount rate',
      [...RUN, '--params', 'bad-set.json'],
      /--params \(parameterSet\.discountRate\.value\): .*got 7\. Allowed: a number from 0 to 0\.5/,
    ],
    [
      'a parameter file holding several sets',
      [...RUN, '--params', 'all-sets.json'],
      /--params: "all-sets\.json" holds 2 parameter sets \(conservative, program-reported\); keep one/,
    ],
    [
      'a missing parameter file',
      [...RUN, '--params', 'nope.json'],
      /--params: cannot read "nope\.json"/,
    ],
    [
      'a city file with a cost of 1e308',
      [
        'run',
        '--city-file',
        'huge-cost.json',
        '--support',
        'none',
        '--participants',
        '200',
        '--years',
        '1',
      ],
      /--city-file \(city\.averageCostPerIncarceration\): .*Allowed: a number above 0 to 1000000/,
    ],
    [
      'a city file with an incomplete source',
      [
        'run',
        '--city-file',
        'bad-source.json',
        '--support',
        'none',
        '--participants',
        '200',
        '--years',
        '1',
      ],
      /--city-file \(city\.sources\.medianIncome\.title\): /,
    ],
    [
      'an unknown command',
      ['simulate'],
      /command: unknown command "simulate"\. Allowed: run, cities, params, batch, help/,
    ],
  ])('exits 2 with a message on stderr and nothing on stdout for %s', (_name, argv, message) => {
    const { code, stdout, stderr } = run(...argv);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });
});

describe('pathways-sim cities and params', () => {
  it('lists cities as a table, CSV and JSON', () => {
    expect(run('cities').stdout).toMatch(/^waterloo-ia/);
    const csv = run('cities', '--format', 'csv').stdout.trim().split('\n');
    expect(csv[0]).toMatch(/^id,label,state,population/);
    expect(csv.find((row) => row.startsWith('california,'))).toMatch(
      /^california,California,California,/,
    );
    expect(run('cities').stdout).toMatch(/^california\s+California\s+.*UNVERIFIED$/m);
    expect(csv.length).toBeGreaterThan(25);
    expect((JSON.parse(run('cities', '--format', 'json').stdout) as unknown[]).length).toBe(
      csv.length - 1,
    );
  });

  it('lists parameter sets with sources', () => {
    const { code, stdout } = run('params');
    expect(code).toBe(EXIT_OK);
    expect(stdout).toMatch(/^conservative — /);
    expect(stdout).toMatch(/support\.training\.relativeReduction = 0\.243 .*RAND Corporation/);
    expect(stdout).toMatch(/support\.mentoring\.relativeReduction = .* — assumption \(2025\)/);
    expect(stdout).toMatch(/baselineEmploymentRate = 40 percent .* UNVERIFIED/);
    expect(Object.keys(JSON.parse(run('params', '--format', 'json').stdout) as object)).toEqual([
      'conservative',
      'program-reported',
    ]);
  });
});

describe('pathways-sim batch', () => {
  it('prints one CSV result row per scenario row', () => {
    const { code, stdout, stderr } = run('batch', 'scenarios.csv', '--draws', '200');
    expect(stderr).toBe('');
    expect(code).toBe(EXIT_OK);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^waterloo-ia,Waterloo,IA,training,1000,5,conservative,20250101,200,/);
    expect(lines[2]).toMatch(
      /^iowa,Iowa \(statewide\),IA,full_wraparound,2500,5,program-reported,7,200,/,
    );
  });

  it.each([
    [
      'a row with too few participants',
      'bad-row.csv',
      /batch row 2 \(line 3\) --participants: .*Allowed: an integer from 100 to 10000/,
    ],
    [
      'a row with an unknown support type',
      'bad-support.csv',
      /batch row 1 \(line 2\) --support: unknown support type "therapy"\. Allowed: none, training/,
    ],
    ['a header without years', 'no-years.csv', /batch: header is missing column\(s\) years/],
    [
      'an unterminated quote',
      'unterminated.csv',
      /batch: the CSV file has an unterminated quoted field/,
    ],
    ['a missing file', 'missing.csv', /batch: cannot read "missing\.csv"/],
  ])('validates every row before printing: exits 2 for %s', (_name, file, message) => {
    const { code, stdout, stderr } = run('batch', file);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(stderr).toMatch(message);
    expect(stdout).toBe('');
  });
});
