import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesContract } from '@harmony/shared';
import { fakeXhr } from '../../test/fake-xhr';
import { ApiError } from './api-error';
import { api } from './client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const formWithFile = () => {
  const body = new FormData();
  body.append('files[0]', new File(['x'.repeat(100)], 'a.png', { type: 'image/png' }));
  return body;
};

/** Lets the transport's lazy import and the request's promise chain run up to the send. */
const untilSent = (requests: unknown[], count = 1) => vi.waitFor(() => expect(requests).toHaveLength(count));

describe('an upload with progress', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    window.history.replaceState(null, '', '/en/administrator/pliki');
  });
  afterEach(() => {
    fetchMock.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('goes by XMLHttpRequest with the usual headers and reports the share sent, then the answer', async () => {
    const { requests } = fakeXhr();
    const fractions: number[] = [];
    const body = formWithFile();
    const done = api.post<{ message: string }>(filesContract.path, body, { silent: true, onUploadProgress: (f) => fractions.push(f) });
    await untilSent(requests);
    const xhr = requests[0]!;
    expect(fetchMock).not.toHaveBeenCalled();
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', filesContract.path, true, body]);
    expect(xhr.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-Locale': 'en', 'X-XSRF-TOKEN': 'tok=1' });
    xhr.progress(25, 100);
    xhr.progress(50, 100);
    xhr.sent();
    expect(fractions).toEqual([0.25, 0.5, 1]);
    xhr.respond(201, { message: 'Przesłano pliki: 1.' });
    await expect(done).resolves.toEqual({ message: 'Przesłano pliki: 1.' });
  });

  it('rejects a refusal with its field errors, as a fetched answer would', async () => {
    fakeXhr((xhr) => xhr.respond(422, { message: 'Błąd', errors: { 'files.0': ['Plik a.png jest za duży.'] } }));
    const error = (await api.post(filesContract.path, formWithFile(), { silent: true, onUploadProgress: () => {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.fieldErrors]).toEqual([422, { 'files.0': ['Plik a.png jest za duży.'] }]);
  });

  it('retries once after a 419, having refreshed the XSRF cookie', async () => {
    fetchMock.mockImplementation(async () => json(200, { status: 'ok' }));
    const { requests } = fakeXhr((xhr) => (requests.length === 1 ? xhr.respond(419, { message: 'CSRF token mismatch.' }) : xhr.respond(201, { message: 'ok' })));
    await expect(api.post(filesContract.path, formWithFile(), { silent: true, onUploadProgress: () => {} })).resolves.toEqual({ message: 'ok' });
    expect(requests).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([path]) => path as string)).toEqual(['/api/health']);
  });

  it('stops the request when its signal aborts, and fails with status 0 when the network does', async () => {
    const { requests } = fakeXhr();
    const stop = new AbortController();
    const aborted = api.post(filesContract.path, formWithFile(), { silent: true, signal: stop.signal, onUploadProgress: () => {} }).catch((e: unknown) => e);
    await untilSent(requests);
    stop.abort();
    expect(requests[0]!.aborted).toBe(true);
    expect(await aborted).toMatchObject({ status: 0 });
    const failed = api.post(filesContract.path, formWithFile(), { silent: true, onUploadProgress: () => {} }).catch((e: unknown) => e);
    await untilSent(requests, 2);
    requests[1]!.failNetwork();
    expect(await failed).toMatchObject({ status: 0 });
  });

  it('leaves a JSON body, or an upload nobody watches, to fetch', async () => {
    const { requests } = fakeXhr();
    fetchMock.mockImplementation(async () => json(201, { message: 'ok' }));
    await api.post('/api/things', { a: 1 }, { silent: true, onUploadProgress: () => {} });
    await api.post(filesContract.path, formWithFile(), { silent: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(0);
  });
});
