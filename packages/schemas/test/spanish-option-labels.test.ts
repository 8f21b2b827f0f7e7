import { optionLabels, translateOptionLabel } from '@pathways/content/es';
import { describe, expect, it } from 'vitest';
import * as options from '../src/options.js';

/**
 * Every option a public form offers reads in Spanish on a Spanish page. The labels are read from
 * the option lists themselves, so a new choice with no Spanish words fails here.
 */

/** The simulator's support types are described in sim-core and translated with the simulator page. */
const translatedElsewhere = new Set(['supportTypeOptions']);

function isOptionList(value: unknown): value is readonly { value: string; label: string }[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && 'label' in item)
  );
}

/** A label of digits and signs only ("$25") reads the same in both languages. */
const hasWords = (label: string) => /[a-z]/i.test(label);

const labels = Object.entries(options)
  .filter(([name, list]) => !translatedElsewhere.has(name) && isOptionList(list))
  .flatMap(([name, list]) =>
    isOptionList(list) ? list.map((option) => ({ list: name, label: option.label })) : [],
  )
  .filter(({ label }) => hasWords(label));

describe('Spanish option labels', () => {
  it('reads the lists of the public forms (a sanity check of the walk)', () => {
    expect(labels.map(({ list }) => list)).toEqual(
      expect.arrayContaining([
        'educationOptions',
        'interestOptions',
        'benefitOptions',
        'donationTypeOptions',
      ]),
    );
  });

  it('has Spanish words for every label', () => {
    expect(labels.filter(({ label }) => !(label in optionLabels))).toEqual([]);
  });

  it('keeps a label it does not know in its own words', () => {
    expect(translateOptionLabel('Part-time')).toBe('Medio tiempo');
    expect(translateOptionLabel('$25')).toBe('$25');
  });
});
