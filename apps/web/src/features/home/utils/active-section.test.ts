import { describe, expect, it } from 'vitest';
import { activeSectionId } from './active-section';

const sections = [
  { id: 'home', top: -900 },
  { id: 'framework', top: -100 },
  { id: 'business-impact', top: 390 },
  { id: 'programs', top: 1400 },
];

describe('activeSectionId', () => {
  it('picks the last section whose top is above the middle of the viewport', () => {
    expect(activeSectionId(sections, 800)).toBe('business-impact');
    expect(activeSectionId(sections, 700)).toBe('framework');
  });

  it('is null before any section reaches the line', () => {
    expect(activeSectionId([{ id: 'home', top: 500 }], 800)).toBeNull();
  });
});
