// Throughput of the built package (run `pnpm --filter @pathways/sim-core build` first; root `pnpm bench` does).
// Not a test: prints point runs/s (draws: 0, what the API calls per request) and 10,000-draw runs/s,
// each the median of several rounds, against the targets of ≤ 10 µs and ≤ 20 ms per run.
import { runSimulation } from '../dist/index.js';

const ROUNDS = 7;
const POINT_RUNS_PER_ROUND = 50_000;
const MONTE_CARLO_RUNS_PER_ROUND = 25;
const WARM_UP_RUNS = 2_000;
const POINT_TARGET_MICROSECONDS = 10;
const MONTE_CARLO_TARGET_MILLISECONDS = 20;
const NS_PER_US = 1_000;
const NS_PER_MS = 1_000_000;
const NS_PER_S = 1_000_000_000;

const inputs = [
  { cityId: 'waterloo-ia', supportType: 'training', participantCount: 1_000, timeframe: 5 },
  {
    cityId: 'iowa',
    supportType: 'full_wraparound',
    participantCount: 2_500,
    timeframe: 10,
    parameterSetId: 'program-reported',
  },
  { cityId: 'north-carolina', supportType: 'housing', participantCount: 300, timeframe: 1 },
  { cityId: 'california', supportType: 'mentoring', participantCount: 5_000, timeframe: 3 },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Nanoseconds per run, median over rounds. */
function measure(runs, options) {
  let sink = 0;
  const perRun = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < runs; i += 1)
      sink += runSimulation(inputs[i % inputs.length], options).publicCostSavings;
    perRun.push(Number(process.hrtime.bigint() - start) / runs);
  }
  if (!Number.isFinite(sink)) throw new Error('unexpected result');
  return median(perRun);
}

for (let i = 0; i < WARM_UP_RUNS; i += 1) runSimulation(inputs[i % inputs.length], { draws: 0 });
for (let i = 0; i < inputs.length; i += 1) runSimulation(inputs[i]);

const pointNs = measure(POINT_RUNS_PER_ROUND, { draws: 0 });
const monteCarloNs = measure(MONTE_CARLO_RUNS_PER_ROUND, undefined);

const pointUs = pointNs / NS_PER_US;
const monteCarloMs = monteCarloNs / NS_PER_MS;
const verdict = (ok) => (ok ? 'within target' : 'OVER TARGET');
console.log(`sim-core bench (node ${process.version}, median of ${ROUNDS} rounds)`);
console.log(
  `point run (draws: 0):     ${Math.round(NS_PER_S / pointNs).toLocaleString('en-US')} runs/s  ${pointUs.toFixed(2)} µs/run  (target ≤ ${POINT_TARGET_MICROSECONDS} µs: ${verdict(pointUs <= POINT_TARGET_MICROSECONDS)}; ratio ${(pointUs / POINT_TARGET_MICROSECONDS).toFixed(2)})`,
);
console.log(
  `10,000-draw run:          ${(NS_PER_S / monteCarloNs).toFixed(1)} runs/s  ${monteCarloMs.toFixed(2)} ms/run  (target ≤ ${MONTE_CARLO_TARGET_MILLISECONDS} ms: ${verdict(monteCarloMs <= MONTE_CARLO_TARGET_MILLISECONDS)}; ratio ${(monteCarloMs / MONTE_CARLO_TARGET_MILLISECONDS).toFixed(2)})`,
);
