// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishPortalText } from '@/lib/portal-text/english-portal-text';
import { axeViolations, PortalFrame as Frame } from '@/test/portal-frame';
import { QueryBoundary, QueryStatus } from './query-boundary';
import { RevealPanel } from './reveal-panel';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

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
