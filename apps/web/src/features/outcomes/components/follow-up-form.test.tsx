// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FollowUp } from '@pathways/schemas';
import { preparePortalFormTests, renderPortalForm } from '@/test/render-portal-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowUpForm } from './follow-up-form';

preparePortalFormTests();

const due: FollowUp = {
  id: 7,
  day: 90,
  dueOn: '2026-03-01',
  state: 'overdue',
  recordedAt: null,
  recordedBy: null,
  stillEmployed: null,
  sameEmployer: null,
  hourlyWage: null,
  notes: null,
  version: 1,
};

let recordedMeanwhile: FollowUp;
const patches: unknown[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  patches.length = 0;
  recordedMeanwhile = due;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') {
        patches.push(JSON.parse(init.body as string));
        return Promise.resolve(json(409, { message: 'This follow-up changed meanwhile' }));
      }
      if (url === '/api/clients/3/placements') {
        return Promise.resolve(
          json(200, { placements: [{ id: 1, followUps: [recordedMeanwhile] }], programs: [] }),
        );
      }
      return Promise.resolve(json(404, { message: 'Not found' }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  renderPortalForm(<FollowUpForm clientId={3} followUp={due} onDone={() => {}} />);
  return screen.getByRole('form', { name: 'The 90-day follow-up' });
}

const save = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));

describe('the follow-up form', () => {
  it('names the unanswered question before sending anything, and keeps the notes', async () => {
    const form = renderForm();
    const notes = within(form).getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Reached by phone' } });
    save(form);
    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary).getByRole('link', {
        name: 'Please say whether the client is still employed',
      }),
    ).toBeTruthy();
    const question = within(form).getByRole('group', { name: 'Still employed?' });
    expect(question.getAttribute('aria-describedby')).toBeTruthy();
    expect(notes).toHaveProperty('value', 'Reached by phone');
    expect(patches).toEqual([]);
  });

  it('asks the wage once the client is still employed, and checks it too', async () => {
    const form = renderForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
    const wage = within(form).getByRole('textbox', { name: 'Hourly wage (dollars)' });
    fireEvent.change(wage, { target: { value: 'a lot' } });
    save(form);
    await waitFor(() => expect(wage.getAttribute('aria-invalid')).toBe('true'));
    expect(patches).toEqual([]);
  });

  it('shows both answers when someone recorded it first, and "take theirs" fills them in', async () => {
    recordedMeanwhile = { ...due, stillEmployed: false, notes: 'Left in February', version: 2 };
    const form = renderForm();
    fireEvent.click(within(form).getAllByRole('radio', { name: 'Yes' })[0] as HTMLElement);
    fireEvent.click(within(form).getAllByRole('radio', { name: 'Yes' })[1] as HTMLElement);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Hourly wage (dollars)' }), {
      target: { value: '19.10' },
    });
    save(form);
    const conflict = await screen.findByTestId('version-conflict');
    const employedRow = within(conflict).getByText('Still employed?').closest('li');
    expect(employedRow?.textContent).toContain('Saved nowNo');
    expect(employedRow?.textContent).toContain('YoursYes');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    expect(within(form).getByRole('textbox', { name: 'Notes' })).toHaveProperty(
      'value',
      'Left in February',
    );
    expect(within(form).queryByRole('textbox', { name: 'Hourly wage (dollars)' })).toBeNull();
    expect(patches).toHaveLength(1);
  });
});
