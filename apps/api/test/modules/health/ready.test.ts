import { describe, expect, it } from 'vitest';
import { startDraining } from '../../../src/modules/health/draining.js';
import { createTestApp, withApp } from '../../helpers/index.js';

const SHUTTING_DOWN = 'Serwer jest właśnie zamykany. Spróbuj ponownie za chwilę.';

const t = withApp();

describe('GET /api/ready (the proxy\'s health check)', () => {
  it('answers 200 {status: "ready"} with no session while the database answers', async () => {
    const res = await t.anonymous().get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with Retry-After in the request\'s language from the moment its instance drains, and only that one', async () => {
    const other = await createTestApp({ database: t.database });
    try {
      startDraining(other.app);
      const pl = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(pl.statusCode).toBe(503);
      expect(pl.headers['retry-after']).toBe('5');
      expect(pl.json()).toEqual({ message: SHUTTING_DOWN });
      const en = await other.app.inject({ method: 'GET', url: '/api/ready', headers: { 'x-locale': 'en' } });
      expect(en.json()).toEqual({ message: 'The server is shutting down. Try again shortly.' });
      // Still alive and serving what reaches it meanwhile; the other instance is still ready.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.anonymous().get('/api/ready')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
