const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US');
// A due date is a calendar day: formatted in UTC so no time zone moves it to the day before.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatMoney = (dollars: number) => money.format(dollars);
export const formatPercent = (rate: number) => percent.format(rate);
export const formatCount = (value: number) => count.format(value);
export const formatDay = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));
