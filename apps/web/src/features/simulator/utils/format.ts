/**
 * Number formats of the simulator (spec §9): money and counts compact with at most one decimal,
 * percentages with at most one decimal, ROI with none. Shared with the browser tests, which format
 * sim-core's own output the same way to check the figures on screen.
 */
const compactNumber = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const noDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return compactNumber.format(value);
}

export function formatMoney(value: number): string {
  return compactMoney.format(value);
}

export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)}%`;
}

export function formatRoi(value: number): string {
  return `${noDecimals.format(value)}%`;
}

export function formatYears(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}
