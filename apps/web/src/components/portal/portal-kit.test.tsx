// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/i18n/locale-context';
import { englishText } from '@/lib/i18n/english';
import { englishPortalText } from '@/lib/portal-text/english-portal-text';
import { PortalTextContext } from '@/lib/portal-text/portal-text';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { LoadMore } from './load-more';
import { QueryBoundary, QueryStatus } from './query-boundary';
import { RevealPanel } from './reveal-panel';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

function Frame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <LocaleContext value={englishText}>
        <PortalTextContext value={englishPortalText}>
          <main>{children}</main>
        </PortalTextContext>
      </LocaleContext>
    </QueryClientProvider>
  );
}

async function axeViolations(container: HTMLElement): Promise<string[]> {
  // jsdom has no layout, so colour contrast cannot be measured here (the browser suite checks it).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

interface Person {
  id: number;
  name: string;
  city: string;
}
const people: Person[] = [
  { id: 1, name: 'Maria', city: 'Waterloo' },
  { id: 2, name: 'Ana', city: 'Cedar Falls' },
];
const columns = [
  {
    id: 'name',
    header: 'Name',
    cell: (p: Person) => p.name,
    compare: (a: Person, b: Person) => a.name.localeCompare(b.name),
  },
  { id: 'city', header: 'City', cell: (p: Person) => p.city },
];

describe('DataTable', () => {
  it('names itself, sorts by a header with aria-sort, and is axe clean', async () => {
    const { container } = render(
      <Frame>
        <DataTable caption="Clients" columns={columns} rows={people} rowKey={(p) => p.id} />
      </Frame>,
    );
    expect(screen.getByRole('table', { name: 'Clients' })).toBeTruthy();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'City' }).hasAttribute('aria-sort')).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Ana');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('row')[1]?.textContent).toContain('Maria');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('scrolls in a box a keyboard can focus, and says when it is empty', async () => {
    const { container } = render(
      <Frame>
        <DataTable
          caption="Clients"
          columns={columns}
          rows={[]}
          rowKey={(p) => p.id}
          empty="No clients yet."
        />
      </Frame>,
    );
    const scrollBox = screen.getByRole('group', { name: 'Clients' });
    expect(scrollBox.tabIndex).toBe(0);
    expect(screen.getByText('No clients yet.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('FilterBar', () => {
  it('applies the search on submit and a filter at once, leaving an empty choice out', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Frame>
        <FilterBar<{ q?: string | undefined; status?: string | undefined }>
          value={{}}
          onChange={onChange}
          search={{ name: 'q', label: 'Search', button: 'Search' }}
          filters={[
            {
              name: 'status',
              label: 'Status',
              allLabel: 'All',
              options: [{ value: 'New', label: 'New' }],
            },
          ]}
        />
      </Frame>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'New' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ status: 'New' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  ann ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'ann' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('LoadMore', () => {
  it('asks for the next page, and is gone at the end of the list', async () => {
    const fetchNextPage = vi.fn();
    const { container, rerender } = render(
      <Frame>
        <LoadMore
          query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
          label="Load more"
        />
      </Frame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <Frame>
        <LoadMore
          query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }}
          label="Load more"
        />
      </Frame>,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('QueryBoundary', () => {
  const base = { isFetching: false, refetch: vi.fn() };
  it('shows a skeleton while loading', () => {
    render(
      <Frame>
        <QueryBoundary
          query={{ ...base, isPending: true, isError: false, error: null, data: undefined }}
        >
          {() => 'data'}
        </QueryBoundary>
      </Frame>,
    );
    expect(screen.getByRole('status').textContent).toContain(englishPortalText.frame.loading);
  });

  it('shows the error with a Retry button that reloads', async () => {
    const refetch = vi.fn();
    const { container } = render(
      <Frame>
        <QueryBoundary
          query={{
            ...base,
            refetch,
            isPending: false,
            isError: true,
            error: new Error('503: Service unavailable'),
            data: undefined,
          }}
        >
          {() => 'data'}
        </QueryBoundary>
      </Frame>,
    );
    // The words only: no raw HTTP code in a portal message (issue 32).
    expect(screen.getByRole('alert').textContent).toContain('Service unavailable');
    expect(screen.getByRole('alert').textContent).not.toContain('503');
    // A page's list is not "your dashboard": the heading names the page.
    expect(screen.getByRole('heading', { name: "We couldn't load this page" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: englishPortalText.frame.error.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty text, else the data', () => {
    const done = { ...base, isPending: false, isError: false, error: null } as const;
    const { rerender } = render(
      <Frame>
        <QueryBoundary
          query={{ ...done, data: [] as string[] }}
          isEmpty={(d) => d.length === 0}
          empty="Nothing here."
        >
          {(d) => d.join()}
        </QueryBoundary>
      </Frame>,
    );
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    rerender(
      <Frame>
        <QueryBoundary
          query={{ ...done, data: ['a', 'b'] }}
          isEmpty={(d) => d.length === 0}
          empty="Nothing here."
        >
          {(d) => d.join()}
        </QueryBoundary>
      </Frame>,
    );
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});

describe('QueryStatus', () => {
  it('stands in for a page that lays out its own data, and steps aside once it is here', () => {
    const done = { isFetching: false, refetch: vi.fn(), isPending: false, error: null } as const;
    const { rerender, container } = render(
      <Frame>
        <QueryStatus
          query={{ ...done, isError: true, error: new Error('Offline'), data: undefined }}
        />
      </Frame>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Offline');
    rerender(
      <Frame>
        <QueryStatus query={{ ...done, isError: false, data: { name: 'Jordan' } }} />
      </Frame>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('RevealPanel', () => {
  it('sends the reason given, and is axe clean', async () => {
    const onReveal = vi.fn();
    const { container } = render(
      <Frame>
        <RevealPanel
          hint="Protected answers are hidden."
          buttonLabel="Reveal"
          reasonLabel="Reason"
          askReason
          pending={false}
          error={null}
          onReveal={onReveal}
        />
      </Frame>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Audit' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(onReveal).toHaveBeenCalledWith('Audit');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cannot be sent twice while the first request is on its way', () => {
    const onReveal = vi.fn();
    render(
      <Frame>
        <RevealPanel
          hint="h"
          buttonLabel="Reveal"
          reasonLabel="Reason"
          askReason={false}
          pending
          error={null}
          onReveal={onReveal}
        />
      </Frame>,
    );
    const button = screen.getByRole('button', { name: 'Reveal' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onReveal).not.toHaveBeenCalled();
  });
});

describe('StatusBadge', () => {
  it('shows the translated label in the colour of the status', async () => {
    const { container } = render(
      <Frame>
        <StatusBadge status="Hired" label="Contratado" />
      </Frame>,
    );
    expect(screen.getByText('Contratado')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
