import { describe, expect, it } from 'vitest';
import { answersHoldCardNumber, holdsCardNumber, withoutCardNumbers } from './card-numbers';

describe('a card number typed into a form', () => {
  it.each([
    ['4111111111111111'],
    ['4111 1111 1111 1111'],
    ['my card is 4111-1111-1111-1111, expiry 12/29'],
    ['378282246310005'],
    ['6011111111111117'],
  ])('is found in "%s"', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });

  it.each([
    ['Call me on 319-555-0142'],
    ['In memory of my father, 1950–2020'],
    ['4111111111111112'],
    ['$1000000000000 would change everything'],
    [''],
  ])('is not seen in "%s"', (text) => {
    expect(holdsCardNumber(text)).toBe(false);
  });

  it('is found in lists and nested answers', () => {
    expect(answersHoldCardNumber({ case: { notes: ['4111 1111 1111 1111'] } })).toBe(true);
    expect(answersHoldCardNumber({ amount: 50, isAnonymous: false })).toBe(false);
  });

  it('takes out only the answer that holds it', () => {
    expect(
      withoutCardNumbers({
        name: 'Ana Giver',
        amount: '100',
        message: 'Charge 4111 1111 1111 1111 please',
      }),
    ).toEqual({ name: 'Ana Giver', amount: '100' });
  });
});
