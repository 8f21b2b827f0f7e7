import { describe, expect, it } from 'vitest';
import { canOpenDashboard, dashboardPathFor, initialsOf } from './roles';
import {
  announcedCountdown,
  formatCountdown,
  sessionPhase,
  SESSION_WARNING_LEAD_MS,
} from './session-timing';
import { formatDate } from './format';
import { statusTone } from '@/components/portal/status-tone';

describe('dashboardPathFor', () => {
  it('sends each role to its own dashboard (spec §6)', () => {
    expect(dashboardPathFor('client')).toBe('/dashboard/client');
    expect(dashboardPathFor('caseWorker')).toBe('/dashboard/case-worker');
    expect(dashboardPathFor('admin')).toBe('/dashboard/admin');
    expect(dashboardPathFor('employer')).toBe('/dashboard/employer');
  });
  it('has no dashboard for an unknown role', () => {
    expect(dashboardPathFor('volunteer')).toBeNull();
    expect(dashboardPathFor(undefined)).toBeNull();
  });
});

describe('canOpenDashboard', () => {
  it('admits the own role and admin, nobody else', () => {
    expect(canOpenDashboard('client', 'client')).toBe(true);
    expect(canOpenDashboard('admin', 'employer')).toBe(true);
    expect(canOpenDashboard('client', 'admin')).toBe(false);
    expect(canOpenDashboard('employer', 'caseWorker')).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Jordan Ellis')).toBe('JE');
    expect(initialsOf('maria de la Cruz')).toBe('MC');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('session timing', () => {
  const now = 1_000_000;
  it('warns within the lead time and expires at zero', () => {
    expect(sessionPhase(now + SESSION_WARNING_LEAD_MS + 1, now)).toBe('active');
    expect(sessionPhase(now + SESSION_WARNING_LEAD_MS, now)).toBe('warning');
    expect(sessionPhase(now + 90_000, now)).toBe('warning');
    expect(sessionPhase(now, now)).toBe('expired');
  });
  it('shows minutes and seconds, rounded up', () => {
    expect(formatCountdown(90_000)).toBe('1:30');
    expect(formatCountdown(89_001)).toBe('1:30');
    expect(formatCountdown(5_000)).toBe('0:05');
    expect(formatCountdown(-10)).toBe('0:00');
  });
  it('announces in 30-second steps', () => {
    expect(announcedCountdown(89_000)).toBe('1:30');
    expect(announcedCountdown(61_000)).toBe('1:30');
    expect(announcedCountdown(59_000)).toBe('1:00');
  });
});

describe('formatDate', () => {
  it('formats in the given locale and leaves bad input as it is', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z', 'en-US')).toBe('Mar 5, 2026');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });
});

describe('statusTone', () => {
  it('gives spec labels a tone and unknown labels a neutral one', () => {
    expect(statusTone('Confirmed')).toBe('success');
    expect(statusTone('Something else')).toBe('neutral');
  });
});
