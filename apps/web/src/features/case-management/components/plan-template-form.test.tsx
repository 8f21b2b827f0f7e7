// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanStep } from '@pathways/schemas';
import axe from 'axe-core';
import { preparePortalFormTests, renderPortalForm } from '@/test/render-portal-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanTemplateForm } from './plan-template-form';

preparePortalFormTests();

const steps: PlanStep[] = [
  { name: 'Intake', description: 'Meet and make the plan', dueInDays: 7, daysAfterPlacement: null },
  { name: '90-day check', description: 'Still employed?', dueInDays: null, daysAfterPlacement: 90 },
];

const puts: unknown[] = [];

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit = {}) => {
      const body: unknown = JSON.parse(init.body as string);
      puts.push(body);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  renderPortalForm(<PlanTemplateForm initial={steps} />);
  return screen.getByRole('form', { name: 'Action plan' });
}

const save = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Save the template' }));

describe('the action-plan template form', () => {
  it('names a new step’s missing name and days before sending, and keeps what was typed', async () => {
    const form = renderForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a step' }));
    const third = within(form).getByRole('group', { name: 'Step 3' });
    fireEvent.change(within(third).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Résumé workshop' },
    });
    fireEvent.change(within(third).getByRole('textbox', { name: 'Days' }), {
      target: { value: '' },
    });
    save(form);
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: 'Please name the step' })).toBeTruthy();
    const days = within(third).getByRole('textbox', { name: /Days/ });
    expect(
      within(summary)
        .getByRole('link', { name: 'Please enter a number of days' })
        .getAttribute('href'),
    ).toBe(`#${days.id}`);
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(within(third).getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Résumé workshop',
    );
    expect(puts).toEqual([]);
  });

  it('sends the steps as the API reads them, each counted from its own date', async () => {
    const form = renderForm();
    // jsdom has no layout, so colour contrast is left to the browser suite.
    const checked = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } });
    expect(checked.violations.map((violation) => violation.id)).toEqual([]);
    save(form);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ steps });
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Template saved: new plans use it',
    );
  });
});
