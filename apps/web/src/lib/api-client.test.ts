import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, callApi } from './api-client';
import { tagWithIdempotencyKey } from './offline/idempotency-key';

function respondWith(body: string, init: ResponseInit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, init))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest turns a non-ok response into "{status}: {message}"', () => {
  it('uses the JSON body message and keeps field errors', async () => {
    respondWith(
      JSON.stringify({
        statusCode: 400,
        message: 'Invalid input',
        fieldErrors: { email: ['Bad'] },
      }),
      {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      },
    );
    const error = await apiRequest('/api/contact', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: Invalid input');
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Bad'] });
  });

  it('falls back to the body text, then the status text', async () => {
    respondWith('Service down', { status: 503 });
    await expect(apiRequest('/api/x')).rejects.toThrow('503: Service down');
    respondWith('', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiRequest('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('sends cookies and JSON, and returns the parsed body', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('{"ok":true}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/login', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({ credentials: 'include', method: 'POST', body: '{"a":1}' }),
    );
  });
});

describe('callApi calls a contract route by its name', () => {
  function okJson(body: unknown) {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('fills the path parameters in, escaped, and sends no body with a GET', async () => {
    const fetchMock = okJson({ id: 3 });
    await callApi('GET /api/success-stories/:id', { params: { id: '3/../x' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/success-stories/3%2F..%2Fx');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('posts the body as JSON, and an empty object when a POST takes none', async () => {
    const fetchMock = okJson({ id: 1, reference: 'PW-2026-000001' });
    const receipt = await callApi('POST /api/contact', {
      body: { name: 'Jo', email: 'jo@example.org', subject: 'Hi', message: 'Hello there' },
    });
    expect(receipt.reference).toBe('PW-2026-000001');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body as string)).toMatchObject({ name: 'Jo' });
    await callApi('POST /api/session/refresh');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{}' });
  });
});

describe('apiRequest sends an Idempotency-Key with every write (issue 28)', () => {
  function recordHeaders() {
    const sent: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit) => {
        sent.push(init.headers as Record<string, string>);
        return Promise.resolve(new Response(null, { status: 204 }));
      }),
    );
    return sent;
  }

  it('sends the key its form gave the body on every retry, a new key for another body, none on GET', async () => {
    const sent = recordHeaders();
    const body = tagWithIdempotencyKey({ name: 'Ana' }, 'key-of-one-submission');
    await apiRequest('/api/contact', { method: 'POST', body });
    await apiRequest('/api/contact', { method: 'POST', body });
    await apiRequest('/api/contact', { method: 'POST', body: { name: 'Other' } });
    await apiRequest('/api/user');
    expect(sent[0]?.['Idempotency-Key']).toBe('key-of-one-submission');
    expect(sent[1]?.['Idempotency-Key']).toBe('key-of-one-submission');
    expect(sent[2]?.['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(sent[2]?.['Idempotency-Key']).not.toBe('key-of-one-submission');
    expect(sent[3]?.['Idempotency-Key']).toBeUndefined();
  });
});

describe('apiRequest asks again while the same submission is still being handled (issue 32 D3)', () => {
  it('gets the first answer after a 409 with Retry-After, with the same key', async () => {
    vi.useFakeTimers();
    const keys: string[] = [];
    const answers = [
      new Response(JSON.stringify({ message: 'This request is already being handled.' }), {
        status: 409,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
      }),
      new Response(JSON.stringify({ clientId: 7 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
        return Promise.resolve(answers.shift());
      }),
    );
    const answer = apiRequest('/api/inbox/clientIntake/3/accept', { method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({ clientId: 7 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    vi.useRealTimers();
  });

  it('shows a 409 without Retry-After (a stale version) at once', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Someone else saved' }), { status: 409 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/clients/7', { method: 'PATCH', body: {} })).rejects.toThrow(
      'Someone else saved',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
