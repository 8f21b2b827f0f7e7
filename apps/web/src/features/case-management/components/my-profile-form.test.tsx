// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyProfile } from '@pathways/schemas';
import { preparePortalFormTests, renderPortalForm } from '@/test/render-portal-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyProfileForm } from './my-profile-form';

const saved: MyProfile = {
  phone: '319-555-0100',
  employmentGoal: 'Forklift operator',
  resumeSummary: null,
  version: 1,
};

/** The API as this form meets it: each test says how PATCH /api/my/profile answers. */
let answerPatch: (body: unknown) => Response;
let theirs: MyProfile;
const patches: unknown[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

preparePortalFormTests();

beforeEach(() => {
  patches.length = 0;
  theirs = saved;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') {
        const body: unknown = JSON.parse(init.body as string);
        patches.push(body);
        return Promise.resolve(answerPatch(body));
      }
      if (url === '/api/my/case') return Promise.resolve(json(200, { profile: theirs }));
      return Promise.resolve(json(404, { message: 'Not found' }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  renderPortalForm(<MyProfileForm profile={saved} />);
  return screen.getByRole('form', { name: 'My details' });
}

const save = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Save my details' }));

describe('My Profile, on the portal form kit', () => {
  it('shows the schema’s message inline and in the summary, and sends nothing', async () => {
    const form = renderForm();
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    fireEvent.change(phone, { target: { value: '3'.repeat(31) } });
    save(form);
    const summary = await screen.findByTestId('error-summary');
    expect(
      within(summary).getByRole('link', { name: 'Please keep this under 30 characters' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone).toHaveProperty('value', '3'.repeat(31));
    expect(patches).toEqual([]);
  });

  it('puts the server’s field error on its field and keeps what was typed', async () => {
    answerPatch = () =>
      json(400, { message: 'Invalid input', fieldErrors: { employmentGoal: ['Too vague'] } });
    const form = renderForm();
    const goal = within(form).getByRole('textbox', { name: 'Employment goal' });
    fireEvent.change(goal, { target: { value: 'A job' } });
    save(form);
    await waitFor(() => expect(goal.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(goal.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Error: Too vague',
    );
    expect(goal).toHaveProperty('value', 'A job');
    expect(patches).toHaveLength(1);
  });

  it('shows both versions after a 409, and "keep mine" saves mine over the newer version', async () => {
    theirs = { ...saved, employmentGoal: 'Warehouse lead', version: 2 };
    answerPatch = (body) =>
      (body as { version: number }).version === 2
        ? json(200, { ...theirs, employmentGoal: 'Truck driver', version: 3 })
        : json(409, { message: 'This record changed meanwhile; please reload it' });
    const form = renderForm();
    const goal = within(form).getByRole('textbox', { name: 'Employment goal' });
    fireEvent.change(goal, { target: { value: 'Truck driver' } });
    save(form);

    const conflict = await screen.findByTestId('version-conflict');
    expect(
      within(conflict).getByRole('heading', {
        name: 'Someone changed this while you were editing',
      }),
    ).toBeTruthy();
    const goalRow = within(conflict).getByText('Employment goal').closest('li');
    expect(goalRow?.textContent).toContain('Saved nowWarehouse lead');
    expect(goalRow?.textContent).toContain('YoursTruck driver');
    expect(goal).toHaveProperty('value', 'Truck driver');

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine and save again' }));
    await screen.findByText('Your details are saved');
    expect(patches.at(-1)).toMatchObject({ version: 2, employmentGoal: 'Truck driver' });
    expect(screen.queryByTestId('version-conflict')).toBeNull();
  });

  it('"take theirs" fills the form with the saved version and sends nothing', async () => {
    theirs = { ...saved, phone: '319-555-0199', version: 2 };
    answerPatch = () => json(409, { message: 'This record changed meanwhile; please reload it' });
    const form = renderForm();
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    fireEvent.change(phone, { target: { value: '319-555-0123' } });
    save(form);
    const conflict = await screen.findByTestId('version-conflict');
    fireEvent.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    expect(phone).toHaveProperty('value', '319-555-0199');
    expect(screen.queryByTestId('version-conflict')).toBeNull();
    expect(patches).toHaveLength(1);
  });
});
