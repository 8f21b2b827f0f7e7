/**
 * A small RFC 5545 writer for the portal's calendars (issue 31.4). Written here rather than taken
 * from a library: ical-generator needs a second package to produce a VTIMEZONE, and the portal
 * has one zone (America/Chicago, whose rules have been the same since 2007), a handful of
 * properties and no recurrences. What it must get right, it does: CRLF line ends, lines folded at
 * 75 octets (never inside a UTF-8 character), TEXT values escaped, local times with TZID.
 */

export const CALENDAR_TIME_ZONE = 'America/Chicago';
/** Appointments carry no end: each is shown as an hour. */
export const APPOINTMENT_DURATION = 'PT1H';
const PRODUCT_ID = '-//Cedar Valley Pathways//Pathways portal//EN';
const MAX_OCTETS = 75;

/** The US Central zone as RFC 5545 describes it: DST from the second Sunday of March to the first of November. */
const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEvent {
  /** Stable across feeds and downloads: the same appointment is the same event everywhere. */
  uid: string;
  start: Date;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
  sequence: number;
}

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1), splitting only between characters. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const LOCAL_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: CALENDAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in Chicago, as a DATE-TIME without a zone (20261108T090000). */
export function chicagoLocal(at: Date): string {
  const parts = Object.fromEntries(
    LOCAL_PARTS.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${parts['year']}${parts['month']}${parts['day']}T${parts['hour']}${parts['minute']}${parts['second']}`;
}

/** A UTC DATE-TIME (20261108T150000Z), for DTSTAMP. */
export function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

const HOUR_MS = 3_600_000;

/**
 * DTSTART in Chicago time, except in the hour that repeats when daylight saving ends. RFC 5545
 * §3.3.5 reads a local time there as its first occurrence, but parsers differ (ical.js takes the
 * second), so both occurrences are written in UTC, which every reader takes the same way.
 */
export function startProperty(at: Date): string {
  const local = chicagoLocal(at);
  const repeated =
    local === chicagoLocal(new Date(at.getTime() - HOUR_MS)) ||
    local === chicagoLocal(new Date(at.getTime() + HOUR_MS));
  if (repeated) return `DTSTART:${utcStamp(at)}`;
  return `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${local}`;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    startProperty(event.start),
    `DURATION:${APPOINTMENT_DURATION}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR: the zone, then each event; `now` is the DTSTAMP (the injected clock). */
export function renderCalendar(
  { name, events }: { name: string; events: readonly CalendarEvent[] },
  now: Date,
): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...CHICAGO_VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
