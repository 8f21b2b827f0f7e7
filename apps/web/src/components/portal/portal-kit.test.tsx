// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, PortalFrame as Frame } from '@/test/portal-frame';
import { DataTable } from './data-table';
import { FilterBar } from './filter-bar';
import { LoadMore } from './load-more';

afterEach(cleanup);

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
