import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatDate, formatMoney, formatNumber } from './locale.js';
import { formatMessage } from './format-message.js';

describe('es-US formatting through Intl', () => {
  it('writes numbers and money as US Spanish does (same digits, US dollars)', () => {
    expect(formatNumber(1234567.5, 'es')).toBe('1,234,567.5');
    expect(formatMoney(9600, 'es')).toBe('$9,600');
    expect(formatMoney(12.5, 'en')).toBe('$12.50');
    expect(formatMoney(12.5, 'es')).toBe('$12.50');
  });

  it("gives the spec's compact figures their Spanish form", () => {
    expect(formatCompactMoney(720_000_000, 'en')).toBe('$720M');
    expect(formatCompactMoney(720_000_000, 'es')).toMatch(/^\$720\sM$/);
  });

  it('writes a calendar date in words, the same day in every time zone', () => {
    expect(formatDate('2025-01-15', 'en')).toBe('January 15, 2025');
    expect(formatDate('2025-01-15', 'es')).toBe('15 de enero de 2025');
    expect(formatDate('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
  });

  it('fills ICU messages with plurals through FormatJS', () => {
    const message = '{count, plural, one {# historia} other {# historias}}';
    expect(formatMessage(message, { count: 1 }, 'es')).toBe('1 historia');
    expect(formatMessage(message, { count: 1200 }, 'es')).toBe('1,200 historias');
    expect(formatMessage('Hola, {name}', { name: 'Ana' }, 'es')).toBe('Hola, Ana');
  });
});
