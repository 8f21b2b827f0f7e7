import { describe, expect, it } from 'vitest';
import { orderedFields, withOptionLabels } from './answer-order';

describe('intake answers as staff read them', () => {
  it('come in the form’s order, whatever order the database kept', () => {
    // jsonb's own order: shorter keys first.
    const stored = {
      city: 'Waterloo',
      email: 'a@b.org',
      goals: 'x',
      lastName: 'Y',
      firstName: 'Z',
      criminalHistory: false,
      education: 'high-school',
    };
    expect(orderedFields(stored)).toEqual([
      'firstName',
      'lastName',
      'email',
      'city',
      'education',
      'goals',
      'criminalHistory',
    ]);
  });

  it('show an option’s label, not its value, lists included', () => {
    expect(withOptionLabels('education', 'high-school')).toBe('High school diploma or GED');
    expect(withOptionLabels('transportation', 'public-transport')).toBe('Public transportation');
    expect(withOptionLabels('goals', 'high-school')).toBe('high-school');
  });
});
