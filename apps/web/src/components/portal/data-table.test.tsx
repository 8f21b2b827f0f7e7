// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { englishText } from '@/lib/i18n/english';
import { axeViolations } from '@/test/portal-frame';
import { DataTable, type Column } from './data-table';
import { Section } from './parts';

afterEach(cleanup);

interface Visit {
  id: number;
  day: string;
  who: string;
}
const visits: Visit[] = [
  { id: 1, day: 'Monday', who: 'Maria' },
  { id: 2, day: 'Tuesday', who: 'Ana' },
];
const columns: Column<Visit>[] = [
  { id: 'day', header: 'Day', cell: (visit) => visit.day, rowHeader: true },
  { id: 'who', header: 'Who', cell: (visit) => visit.who },
  {
    id: 'open',
    header: 'Open',
    headerHidden: true,
    cell: (visit) => <button type="button">{`Open ${visit.who}`}</button>,
  },
];

describe('DataTable in a section of the same title', () => {
  it('leaves the section the only region of that name, and is axe clean', async () => {
    const { container } = render(
      <LocaleContext value={englishText}>
        <main>
          <Section title="Upcoming">
            <DataTable
              caption="Upcoming"
              columns={columns}
              rows={visits}
              rowKey={(visit) => visit.id}
              rowClassName={(visit) => (visit.day === 'Tuesday' ? 'bg-amber-50' : undefined)}
            />
          </Section>
        </main>
      </LocaleContext>,
    );
    expect(screen.getAllByRole('region', { name: 'Upcoming' })).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Upcoming' }).tabIndex).toBe(0);
    const table = screen.getByRole('table', { name: 'Upcoming' });
    // Each row is named by its row header; the header of the button column is read out, not shown.
    expect(within(table).getByRole('rowheader', { name: 'Tuesday' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Open' }).textContent).toBe('Open');
    expect(within(table).getByText('Open').className).toBe('sr-only');
    const tuesday = within(table).getByRole('row', { name: /Tuesday/ });
    expect(tuesday.className).toContain('bg-amber-50');
    expect(within(table).getByRole('row', { name: /Monday/ }).className).not.toContain('bg-amber');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts a chart’s figures before a screen reader without a stop in the tab order', async () => {
    const { container } = render(
      <main>
        <DataTable
          visuallyHidden
          caption="Sign-ups by week"
          columns={columns.slice(0, 2)}
          rows={visits}
          rowKey={(visit) => visit.id}
        />
      </main>,
    );
    expect(screen.getByRole('table', { name: 'Sign-ups by week' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
