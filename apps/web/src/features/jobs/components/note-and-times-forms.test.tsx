// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Application } from '@pathways/schemas';
import { preparePortalFormTests, renderPortalForm } from '@/test/render-portal-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationNoteForm, InterviewTimeForm } from './note-and-times-forms';

preparePortalFormTests();

const application: Application = {
  id: 12,
  job: {
    id: 4,
    title: 'Line cook',
    companyName: 'Cedar Diner',
    location: 'Waterloo',
    status: 'published',
  },
  client: { id: 3, fullName: 'Ana Ruiz' },
  status: 'Interview',
  note: null,
  appliedAt: '2026-11-20T15:00:00.000Z',
  version: 2,
  history: [],
};

const posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') posts.push({ url, body: JSON.parse(init.body as string) });
      return Promise.resolve(
        new Response(JSON.stringify(application), {
          status: 201,
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

function renderForms() {
  renderPortalForm(
    <>
      <ApplicationNoteForm application={application} />
      <InterviewTimeForm application={application} />
    </>,
  );
}

describe('the employer’s note and interview time', () => {
  it('names an empty note beside the box and sends nothing, then sends the note once written', async () => {
    renderForms();
    const note = screen.getByRole('textbox', { name: 'Add a note (Ana Ruiz)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Please write the note').length).toBeGreaterThan(0);
    expect(posts).toEqual([]);

    fireEvent.change(note, { target: { value: 'Strong interview' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/employer/applications/12/notes',
      body: { body: 'Strong interview' },
    });
  });

  it('asks for a time before proposing, and sends the chosen one as an instant', async () => {
    renderForms();
    const time = screen.getByLabelText('Propose an interview time (Ana Ruiz)');
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Please propose at least one time').length).toBeGreaterThan(0);
    expect(posts).toEqual([]);

    fireEvent.change(time, { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/employer/applications/12/interview-times',
      body: { times: [new Date('2026-12-01T10:00').toISOString()] },
    });
  });
});
