export * from './incentives.js';
export { addCalendarDays } from './calendar-date.js';
