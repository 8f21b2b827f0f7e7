/**
 * Portal pages are never prerendered, so dates can follow the user's own locale and time zone.
 * An unparsable value is shown as it came rather than as "Invalid Date".
 */
function format(iso: string, options: Intl.DateTimeFormatOptions, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, options).format(date);
}

export const formatDate = (iso: string, locale?: string) =>
  format(iso, { dateStyle: 'medium' }, locale);
export const formatTime = (iso: string, locale?: string) =>
  format(iso, { timeStyle: 'short' }, locale);
export const formatDateTime = (iso: string, locale?: string) =>
  format(
    iso,
    { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    locale,
  );
export const formatShortDate = (iso: string, locale?: string) =>
  format(iso, { month: 'short', day: 'numeric' }, locale);
