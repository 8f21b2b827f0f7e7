// The constants of the days-from-civil algorithm (Howard Hinnant's, public domain), named.
export const DAYS_PER_ERA = 146_097;
export const YEARS_PER_ERA = 400;
export const DAYS_BEFORE_MARCH_1_IN_YEAR_0 = 719_468;
export const DAYS_PER_COMMON_YEAR = 365;
export const MONTHS_FROM_MARCH = 12;
export const MARCH = 3;
export const DAYS_IN_FIVE_MONTHS_NUMERATOR = 153;
export const FIVE_MONTHS = 5;
export const DAYS_IN_FOUR_YEARS = 1460;
export const DAYS_IN_CENTURY = 36_524;
export const YEARS_PER_CENTURY = 100;
export const YEARS_PER_LEAP_CYCLE = 4;
