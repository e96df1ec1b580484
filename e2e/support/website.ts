import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A client's website on another origin (`http://localhost:{port}`, while the app is at 127.0.0.1): a plain HTML
 * page whose body a journey pastes in (the embed code a form's screen generated) once it knows the origin to allow.
 */
export async function startWebsite(title = 'Strona klienta') {
  let body = '';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: `${origin}/`,
    /** What the page holds from now on. */
    serve(html: string) {
      body = html;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
