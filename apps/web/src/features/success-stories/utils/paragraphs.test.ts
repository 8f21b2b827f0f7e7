import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines and trims', () => {
    expect(splitParagraphs('One.\n\nTwo\nstill two.\n  \n Three. ')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
  });

  it('drops empty paragraphs', () => {
    expect(splitParagraphs('\n\nOnly.\n\n')).toEqual(['Only.']);
  });
});
