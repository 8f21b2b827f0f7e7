import { figures } from '@pathways/content';
import { describe, expect, it } from 'vitest';
import { INVITATION_VALID_DAYS } from '../src/staff-users.js';

describe('invitation validity', () => {
  it('is the same in what the pages say and what the API enforces', () => {
    expect(figures.invitationValidity).toBe(`${INVITATION_VALID_DAYS} days`);
  });
});
