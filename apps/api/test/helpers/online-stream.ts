import { expect } from 'vitest';

/** Who is online, as an open stream (a real HTTP connection to `base` with the session's `cookie`) of /api/v1/admin/times/online/stream tells it: each `online` event's user ids. */
export async function onlineStream(base: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v1/admin/times/online/stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next event's list of user ids (or fails after timeoutMs). */
    async next(timeoutMs = 5_000): Promise<number[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: online\ndata: (.*)$/m.exec(block)?.[1];
          if (data) return (JSON.parse(data) as { data: { user: { id: number } }[] }).data.map((u) => u.user.id);
          continue;
        }
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no online event within ${timeoutMs} ms`)), Math.max(0, deadline - Date.now()));
        });
        const chunk = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => abort.abort(),
  };
}
