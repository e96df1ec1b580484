// One online-list stream as a browser's EventSource holds it: GET …/online/stream with Accept: text/event-stream
// and the admin's cookie, the response kept open, its `online` events counted with the time each came. A plain
// http.request of its own socket (no agent), so hundreds stay open side by side and closing one closes its socket.
import http from 'node:http';

export const ONLINE_STREAM_PATH = '/api/v1/admin/times/online/stream';

/**
 * Opens a stream; resolves once its first `online` event (the list as it is now) arrived, rejects on another status
 * or after `timeoutMs`. `times` holds each event's arrival (performance.now()).
 */
export function openStream(url, headers, { timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const stream = { times: [], heartbeats: 0, closed: false, status: 0 };
    const req = http.request(`${url}${ONLINE_STREAM_PATH}`, { agent: false, headers: { ...headers, accept: 'text/event-stream' } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no first event within ${timeoutMs} ms`));
    }, timeoutMs);
    const ended = new Promise((done) => req.on('close', () => {
      stream.closed = true;
      clearTimeout(timer);
      done();
    }));
    stream.close = () => {
      req.destroy();
      return ended;
    };
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.on('response', (res) => {
      stream.status = res.statusCode;
      if (res.statusCode !== 200) {
        res.resume();
        clearTimeout(timer);
        req.destroy();
        reject(new Error(`status ${res.statusCode}`));
        return;
      }
      // Closing our end aborts the response too: nothing to report then.
      res.on('error', () => {});
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        // Server-sent events end with a blank line; a comment line (": heartbeat") is the keep-alive.
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (/^event: online$/m.test(block)) {
            stream.times.push(performance.now());
            if (stream.times.length === 1) {
              clearTimeout(timer);
              resolve(stream);
            }
          } else if (block.startsWith(':')) stream.heartbeats += 1;
        }
      });
    });
    req.end();
  });
}
