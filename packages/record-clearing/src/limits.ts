/** Iowa Code §901C.2(1)(a)(3): "a minimum of one hundred eighty days" after acquittal or dismissal. */
export const DISMISSAL_WAIT_DAYS = 180;

/** Iowa Code §901C.3(1)(a): "more than eight years have passed since the date of the conviction". */
export const MISDEMEANOR_WAIT_YEARS = 8;

/** Iowa Code §901C.3(1)(c): not "previously been granted two deferred judgments". */
export const MAX_PRIOR_DEFERRED_JUDGMENTS = 1;

/**
 * Deferred judgments discharged from this day on are expunged by the court without an application
 * (Iowa Legal Aid's reading of §907.9(4)(b) as amended; earlier discharges need a motion).
 */
export const AUTOMATIC_DEFERRED_EXPUNGEMENT_FROM = '2013-07-01';

/** The longest statute text the screener reads, e.g. "708.2A(2)(c)"; anything longer is a typo. */
export const MAX_STATUTE_LENGTH = 40;

/** A count of earlier deferred judgments larger than this is a typo, not a history. */
export const MAX_DEFERRED_JUDGMENT_COUNT = 99;
