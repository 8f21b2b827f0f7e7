import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, callApi } from './api-client';

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

describe('callApi names each change with an Idempotency-Key', () => {
  it('sends a new key on every POST and none on a GET', async () => {
    const fetchMock = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', { method: 'POST', body: {} });
    await apiRequest('/api/x', { method: 'POST', body: {} });
    await apiRequest('/api/x');
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeUndefined();
  });
});
