import { successStories } from '@pathways/content';
import { describe, expect, it } from 'vitest';
import { filterStories } from './filter-stories';

describe('filterStories', () => {
  it('keeps every story for All Stories', () => {
    expect(filterStories(successStories, null)).toHaveLength(successStories.length);
  });

  it('keeps only the chosen category', () => {
    const employment = filterStories(successStories, 'Employment');
    expect(employment.length).toBeGreaterThan(0);
    expect(employment.every((story) => story.category === 'Employment')).toBe(true);
  });

  it('is empty for a category without stories (the page shows its empty state)', () => {
    expect(filterStories(successStories, 'Justice Reform')).toEqual([]);
  });
});
