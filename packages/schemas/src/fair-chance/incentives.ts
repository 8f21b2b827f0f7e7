import { addCalendarDays } from './calendar-date.js';

/**
 * The hiring incentives an employer can use when they hire a Pathways client with a record
 * (issue 29 point 4), as rules with no I/O, so the API's tasks and the public guidance page show the
 * same figures. Every figure cites its source next to it; what a deployment may change is marked
 * "configurable".
 */

// ---------------------------------------------------------------------------------------------
// Work Opportunity Tax Credit (WOTC), ex-felon target group
// ---------------------------------------------------------------------------------------------

/** The first-year wages the credit is figured on are capped at $6,000 (26 U.S.C. §51(b)(3)). */
export const WOTC_QUALIFIED_WAGE_CAP = 6_000;

/** The credit is 40% of the qualified first-year wages (26 U.S.C. §51(a)). */
export const WOTC_FULL_RATE = 0.4;

/** At fewer than 400 hours in the first year, the rate is 25% instead (26 U.S.C. §51(i)(3)(A)). */
export const WOTC_REDUCED_RATE = 0.25;

/** 400 hours or more of work in the first year earns the full rate (26 U.S.C. §51(i)(3)(A)). */
export const WOTC_FULL_RATE_MIN_HOURS = 400;

/** Under 120 hours of work in the first year, no wages count at all (26 U.S.C. §51(i)(3)(B)). */
export const WOTC_MIN_HOURS = 120;

/**
 * The Form 8850 pre-screening notice (with ETA Form 9061) must reach the state workforce agency
 * (Iowa Workforce Development) no later than the 28th day after the individual begins work
 * (26 U.S.C. §51(d)(13)(A)(ii)(II)).
 */
export const WOTC_FORM_8850_DAYS = 28;

/** Which rate of the credit the first-year hours earn. */
export type WotcRate = 'full' | 'reduced' | 'none';

export interface WotcCredit {
  rate: WotcRate;
  /** The wages the credit is figured on: first-year wages, at most WOTC_QUALIFIED_WAGE_CAP. */
  qualifiedWages: number;
  /** The credit in dollars (to the cent), before any limit from the employer's own tax. */
  credit: number;
}

/** The rate the first year's hours earn (26 U.S.C. §51(a) and §51(i)(3)). */
export function wotcRateFor(firstYearHours: number): WotcRate {
  if (firstYearHours >= WOTC_FULL_RATE_MIN_HOURS) return 'full';
  if (firstYearHours >= WOTC_MIN_HOURS) return 'reduced';
  return 'none';
}

/**
 * The ex-felon target group credit from first-year wages and hours: 40% of wages up to $6,000
 * (at most $2,400) at 400+ hours; 25% (at most $1,500) at 120–399 hours; nothing under 120 hours.
 * It does not check eligibility (the certification by the state does that) nor the authorization
 * of the programme (see wotcAuthorization).
 */
export function wotcCredit(firstYearWages: number, firstYearHours: number): WotcCredit {
  const rate = wotcRateFor(firstYearHours);
  if (rate === 'none') return { rate, qualifiedWages: 0, credit: 0 };
  const qualifiedWages = Math.min(Math.max(firstYearWages, 0), WOTC_QUALIFIED_WAGE_CAP);
  const percent = rate === 'full' ? WOTC_FULL_RATE : WOTC_REDUCED_RATE;
  // Work in cents so that 40% of $1,234.56 is $493.82, not a float's 493.82400000000001.
  const credit = Math.round(qualifiedWages * 100 * percent) / 100;
  return { rate, qualifiedWages, credit };
}

/** The most the credit can be for one hire: $6,000 × 40% = $2,400 (26 U.S.C. §51(a), (b)(3)). */
export const WOTC_MAX_CREDIT = WOTC_QUALIFIED_WAGE_CAP * WOTC_FULL_RATE;
/** The most at the reduced rate: $6,000 × 25% = $1,500 (26 U.S.C. §51(i)(3)(A)). */
export const WOTC_MAX_REDUCED_CREDIT = WOTC_QUALIFIED_WAGE_CAP * WOTC_REDUCED_RATE;

/**
 * The day Form 8850 is due: 28 calendar days after the start date (26 U.S.C.
 * §51(d)(13)(A)(ii)(II)). Dates are "YYYY-MM-DD"; e.g. a start on 2026-03-18 is due 2026-04-15.
 */
export function wotcForm8850DueDate(startDate: string): string {
  return addCalendarDays(startDate, WOTC_FORM_8850_DAYS);
}

/**
 * Whether Congress has authorized WOTC for a hire's start date. Configurable: the law gives the
 * credit to individuals who begin work before 2026-01-01 (26 U.S.C. §51(c)(4), as last extended by
 * the Consolidated Appropriations Act, 2021). Unless Congress renews it, hires from
 * that date cannot claim it. Past renewals were retroactive, so employers are advised to keep
 * filing Form 8850 on time. When a renewal passes, move `authorizedThrough` (or set it to null
 * for no end date).
 */
export interface WotcAuthorizationSetting {
  /** The last start date the programme covers ("YYYY-MM-DD"), or null when it has no end. */
  authorizedThrough: string | null;
}

/** The setting as of the law in force: hires through 2025-12-31 (26 U.S.C. §51(c)(4)). */
export const WOTC_AUTHORIZATION: WotcAuthorizationSetting = { authorizedThrough: '2025-12-31' };

export type WotcAuthorizationStatus = 'authorized' | 'lapsed';

/** Authorized for a hire starting on `startDate`, or lapsed (unless Congress renews it). */
export function wotcAuthorization(
  startDate: string,
  setting: WotcAuthorizationSetting = WOTC_AUTHORIZATION,
): WotcAuthorizationStatus {
  if (setting.authorizedThrough === null) return 'authorized';
  return startDate <= setting.authorizedThrough ? 'authorized' : 'lapsed';
}

// ---------------------------------------------------------------------------------------------
// Federal Bonding Program (U.S. Department of Labor)
// ---------------------------------------------------------------------------------------------

/**
 * A fidelity bond that insures the employer against theft by the employee, free to both, for the
 * first 6 months of work, from the first day of work; $5,000 is the usual amount (U.S. DOL
 * Federal Bonding Program, bonds4jobs.com; Iowa issues them through Iowa Workforce Development).
 */
export const FEDERAL_BOND_AMOUNT = 5_000;
/** The bond's term in months, counted from the first day of work (U.S. DOL Federal Bonding Program). */
export const FEDERAL_BOND_MONTHS = 6;
/** What it costs the employer or the employee: nothing (U.S. DOL Federal Bonding Program). */
export const FEDERAL_BOND_COST = 0;
