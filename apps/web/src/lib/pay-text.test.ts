import { describe, expect, it } from 'vitest';
import { payText } from './pay-text';

const template = '${min}–${max} an hour';

describe('payText', () => {
  it('shows cents with two digits, never "$17.5"', () => {
    expect(payText({ payMin: 17.5, payMax: 21 }, template)).toBe('$17.50–$21.00 an hour');
  });

  it('keeps whole dollars short, and says nothing without a range', () => {
    expect(payText({ payMin: 18, payMax: 21 }, template)).toBe('$18–$21 an hour');
    expect(payText({ payMin: null, payMax: 21 }, template)).toBe('');
  });
});
