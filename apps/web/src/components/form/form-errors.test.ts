import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverErrorDescription } from './form-errors';

const same = (message: string) => message;

describe('a failed save’s toast', () => {
  it('names a field the form does not show, with its own message, instead of "check the highlighted fields"', () => {
    const error = new ApiError(400, 'Please check the highlighted fields', {
      obtainedNote: ['Please keep this under 500 characters'],
    });
    expect(serverErrorDescription(error, ['employerId', 'textVersion'], same)).toBe(
      'Obtained note: Please keep this under 500 characters',
    );
  });

  it('leaves fields the form highlights to the form, and never shows the HTTP status', () => {
    const error = new ApiError(400, 'Please check the highlighted fields', {
      employerId: ['Please choose an employer from the list'],
    });
    expect(serverErrorDescription(error, ['employerId'], same)).toBe(
      'Please check the highlighted fields',
    );
    expect(serverErrorDescription(new ApiError(409, 'Already taken'), [], same)).toBe(
      'Already taken',
    );
  });

  it('translates each message on a Spanish page', () => {
    const error = new ApiError(400, 'Please check the highlighted fields', {
      reason: ['Please say why (at least 3 characters)'],
    });
    expect(serverErrorDescription(error, [], (message) => `«${message}»`)).toBe(
      'Reason: «Please say why (at least 3 characters)»',
    );
  });
});
