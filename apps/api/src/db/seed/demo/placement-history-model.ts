import { FOLLOW_UP_DAYS } from '@pathways/schemas';

/**
 * The shape of two years of demo placements (issue 14): who was placed when, at what wage, and how
 * each follow-up went, drawn from a seeded generator so every demo database holds the same history.
 * The drop-off follows what fair-chance programs report: most keep the job through the first month,
 * about seven in ten reach three months, about half a year, fewer two years; some clients stop
 * answering, and their later follow-ups go unrecorded.
 */

/** mulberry32: a small, fast, seeded generator; the same seed gives the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ProgramProfile {
  program: string | null;
  /** Starting hourly wage range, dollars. */
  wage: readonly [number, number];
  /** Indexes into the history's employers. */
  employers: readonly number[];
  /** Relative share of placements. */
  weight: number;
}

/** Chance of still being employed at a follow-up, given employed at the one before. */
const KEEPS_JOB: Record<number, number> = { 30: 0.9, 90: 0.86, 180: 0.88, 365: 0.86, 730: 0.84 };
/** Chance a client who was reachable stops answering before a follow-up. */
const LOST_CONTACT = 0.04;
/** Chance an employed client is still with the employer that hired them. */
const SAME_EMPLOYER: Record<number, number> = {
  30: 0.97,
  90: 0.9,
  180: 0.84,
  365: 0.76,
  730: 0.66,
};
/** Typical wage growth by each follow-up while employed. */
const WAGE_GROWTH: Record<number, number> = {
  30: 0.0,
  90: 0.02,
  180: 0.04,
  365: 0.07,
  730: 0.12,
};
/** A move to another employer usually comes with a raise. */
const NEW_EMPLOYER_RAISE = 0.05;
/** Follow-ups are recorded up to this many days after they fall due. */
const MAX_RECORDING_DELAY_DAYS = 10;

export interface FollowUpOutcome {
  day: number;
  /** Days after the start the case worker recorded it; null when nobody did (yet). */
  recordedOnDay: number | null;
  stillEmployed: boolean;
  sameEmployer: boolean | null;
  hourlyWage: number | null;
}

export interface PlacementDraft {
  program: string | null;
  employerIndex: number;
  /** Days before "now" the job started. */
  startedDaysAgo: number;
  hourlyWage: number;
  hoursPerWeek: number;
  followUps: FollowUpOutcome[];
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

function pickWeighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('pickWeighted needs at least one item');
  return last;
}

/** How the follow-ups of one placement went, as far as `startedDaysAgo` lets them have happened. */
export function followUpOutcomes(
  random: () => number,
  startedDaysAgo: number,
  startingWage: number,
): FollowUpOutcome[] {
  const outcomes: FollowUpOutcome[] = [];
  let employed = true;
  let reachable = true;
  for (const day of FOLLOW_UP_DAYS) {
    const recordedOnDay = day + Math.floor(random() * MAX_RECORDING_DELAY_DAYS);
    if (recordedOnDay > startedDaysAgo) break;
    if (reachable && random() < LOST_CONTACT) reachable = false;
    if (employed) employed = random() < (KEEPS_JOB[day] ?? 0);
    const sameEmployer = employed ? random() < (SAME_EMPLOYER[day] ?? 0) : null;
    const growth = (WAGE_GROWTH[day] ?? 0) + (sameEmployer === false ? NEW_EMPLOYER_RAISE : 0);
    outcomes.push({
      day,
      recordedOnDay: reachable ? recordedOnDay : null,
      stillEmployed: employed,
      sameEmployer,
      hourlyWage: employed ? cents(startingWage * (1 + growth) + random() * 0.5) : null,
    });
  }
  return outcomes;
}

/** `count` placements spread over the last `spanDays` days, by program share. */
export function draftPlacements(
  random: () => number,
  programs: readonly ProgramProfile[],
  count: number,
  spanDays: number,
): PlacementDraft[] {
  return Array.from({ length: count }, (_, index) => {
    const profile = pickWeighted(random, programs);
    // Evenly spread with a little jitter, oldest first: every month of the two years has a cohort.
    const startedDaysAgo = Math.max(
      1,
      Math.round(spanDays - ((index + random()) * spanDays) / count),
    );
    const [low, high] = profile.wage;
    const hourlyWage = cents(low + random() * (high - low));
    return {
      program: profile.program,
      employerIndex: profile.employers[Math.floor(random() * profile.employers.length)] ?? 0,
      startedDaysAgo,
      hourlyWage,
      hoursPerWeek: random() < 0.8 ? 40 : 32,
      followUps: followUpOutcomes(random, startedDaysAgo, hourlyWage),
    };
  });
}
