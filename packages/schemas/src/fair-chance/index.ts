export * from './incentives.js';
export { addCalendarDays } from './calendar-date.js';
export { addBusinessDays } from './business-days.js';
export * from './assessment.js';
export * from './placement-tasks.js';
export * from './wotc-prescreen.js';
