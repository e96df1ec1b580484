import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesContract } from '@harmony/shared';
import { alertStore, toastStore } from '../alerts/alerts-store';
import { ApiError } from './api-error';
import { api } from './client';
import { setUnauthorizedHandler } from './unauthorized';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    alertStore.set({ message: '', color: 'success', shown: false, id: 0 });
    toastStore.set({ message: '', color: 'success', duration: 3000, shown: false, id: 0 });
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    window.history.replaceState(null, '', '/en/projekty');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setUnauthorizedHandler(() => {});
    window.history.replaceState(null, '', '/');
  });

  it('sends credentials, the AJAX, locale and XSRF headers', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.post('/api/things', { a: 1 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-Locale': 'en',
      'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'tok=1',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('sends a FormData body as multipart, leaving its Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'Przesłano pliki: 1.' }));
    const body = new FormData();
    body.append('files[0]', new File(['x'], 'a.txt'));
    await api.post(filesContract.path, body);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok=1' });
  });

  it('turns a success message into a success alert', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Zapisano.' }));
    await api.put('/api/x', {});
    expect(alertStore.get()).toMatchObject({ message: 'Zapisano.', color: 'success', shown: true });
  });

  it('turns an error message into an error alert', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Nie masz uprawnień.' }));
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(alertStore.get()).toMatchObject({ message: 'Nie masz uprawnień.', color: 'error', shown: true });
  });

  it('returns 422 field errors to the caller', async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'Błąd', errors: { email: ['Pole email jest wymagane'] } }));
    const error = (await api.post('/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: ['Pole email jest wymagane'] });
  });

  it('falls back to the generic toasts', async () => {
    window.history.replaceState(null, '', '/');
    fetchMock.mockResolvedValueOnce(json(500, undefined));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(toastStore.get()).toMatchObject({ message: 'Ups! Coś poszło nie tak.', color: 'error', shown: true });
    fetchMock.mockResolvedValueOnce(json(200, { id: 1 }));
    await api.post('/api/x', {});
    expect(toastStore.get()).toMatchObject({ message: 'Operacja wykonana poprawnie.', color: 'success' });
  });

  it('stays quiet for a plain read without a message, and for silent calls', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [] }));
    await api.get('/api/x');
    fetchMock.mockResolvedValueOnce(json(500, { message: 'x' }));
    await api.get('/api/x', { silent: true }).catch(() => undefined);
    expect(alertStore.get().shown).toBe(false);
    expect(toastStore.get().shown).toBe(false);
  });

  it('reports a 401 so the app can clear the user, even from a silent poll, but not from the session probe', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockImplementation(async () => json(401, { message: 'Zaloguj się aby kontynuować.' }));
    await api.get('/api/x').catch(() => undefined);
    await api.get('/api/poll', { silent: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(2);
    await api.get('/api/user', { silent: true, ignoreUnauthorized: true }).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('retries a mutation once after a 419, with a refreshed cookie', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'csrf' }))
      .mockResolvedValueOnce(json(200, { id: 1 }))
      .mockResolvedValueOnce(json(200, { message: 'OK' }));
    await expect(api.post('/login', {})).resolves.toEqual({ message: 'OK' });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/login', '/api/health', '/login']);
  });
});
