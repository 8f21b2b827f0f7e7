// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { englishText } from '@/lib/i18n/english';
import { Select } from './select';

afterEach(cleanup);

const roles = [
  { value: 'caseWorker', label: 'Case worker' },
  { value: 'admin', label: 'Admin' },
];

async function axeViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

function optionTexts(select: HTMLElement): string[] {
  return [...select.querySelectorAll('option')].map((option) => option.textContent ?? '');
}

describe('Select', () => {
  it('offers an empty first choice with the given text', () => {
    render(
      <LocaleContext value={englishText}>
        <Select id="state" label="State" placeholder="Choose a state" options={roles} />
      </LocaleContext>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(optionTexts(select)).toEqual(['Choose a state', 'Case worker', 'Admin']);
  });

  it('leaves the empty choice out and hides its label from sight, not from screen readers', async () => {
    const { container } = render(
      <LocaleContext value={englishText}>
        <main>
          <Select
            id="role-of-ana"
            label="Role of ana"
            labelHidden
            placeholder={false}
            options={roles}
            defaultValue="admin"
          />
        </main>
      </LocaleContext>,
    );
    const select = screen.getByRole('combobox', { name: 'Role of ana' });
    expect(optionTexts(select)).toEqual(['Case worker', 'Admin']);
    expect(screen.getByText('Role of ana').className).toBe('sr-only');
    expect(await axeViolations(container)).toEqual([]);
  });
});
