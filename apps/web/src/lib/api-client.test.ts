import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

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
