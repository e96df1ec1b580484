import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (what the api client sends an upload with when it reports progress): it keeps
 * what was sent, and a test (or `answer`, called on send) drives it — bytes sent, all sent, the server's answer.
 */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = undefined;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have gone. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** Every byte has gone; the server is still at work. */
  sent() {
    this.upload.onload?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = String(status);
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for the test (setup.ts unstubs it after each); `answer` runs on each send. */
export function fakeXhr(answer?: (request: FakeXhr) => void) {
  const requests: FakeXhr[] = [];
  class Recorded extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      requests.push(this);
      answer?.(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Recorded);
  return { requests };
}
