/** The part of a fetch Response the transport reads. */
export type SentAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;

/**
 * One request as `fetch(path, init)` would send it, but by XMLHttpRequest, which (unlike fetch) reports how
 * much of the body has gone: the transport's `onUploadProgress`. It fails as fetch does — a TypeError when
 * the network fails, the signal's reason when aborted — so the transport words both the same way.
 */
export default function sendWithProgress(path: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', path);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    // Every byte has gone: what is left is the server's work (an image's variants), which reports nothing.
    xhr.upload.onload = () => onProgress(1);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (finish: () => void) => () => {
      signal?.removeEventListener('abort', abort);
      finish();
    };
    xhr.onload = settle(() => {
      const text = xhr.responseText;
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, text: () => Promise.resolve(text) });
    });
    xhr.onerror = settle(() => reject(new TypeError('Failed to fetch')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = settle(() => reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError')));
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
