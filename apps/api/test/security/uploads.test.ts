import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { filesContract, filesOfPath } from '@harmony/shared';
import { rows, withApp } from '../helpers/index.js';

/**
 * Upload abuse on the files library, beyond files.test.ts (which covers the extension list, content vs
 * extension, the size limit by one byte, cut-off bodies and traversal-like names): disguised HTML and SVG,
 * polyglots, header injection through the name, far-oversize streams, and how risky content is served —
 * never in a way a browser would run it (attachment or sandbox CSP, nosniff, our own content type).
 */
const t = withApp({ env: { MAX_UPLOAD_MB: '1' } });
const admin = t.client('Administrator');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

function upload(name: string, content: Buffer | string, type = 'application/octet-stream', url: string = filesContract.path) {
  const boundary = `----sec${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return admin.request('POST', url, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const fileRows = async () => (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from files`))[0]!.n;
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else out.push(path.join(dir, e.name));
    }
  };
  walk(t.filesDir);
  return out;
}

describe('disguised and dangerous content', () => {
  it('refuses HTML and SVG behind an image or PDF extension, whatever type the browser claims', async () => {
    for (const [name, content, type] of [
      ['zdjecie.png', SCRIPT, 'image/png'],
      ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png'],
      ['umowa.pdf', SCRIPT, 'application/pdf'],
      ['arkusz.xlsx', SCRIPT, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['program.jpg', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), 'image/jpeg'],
    ] as const) {
      const res = await upload(name, content, type);
      expect(res.statusCode, name).toBe(422);
      expect(Object.keys(res.json().errors), name).toEqual(['files.0']);
    }
  });

  it('serves HTML uploaded as .txt as a plain-text attachment: sandboxed, nosniff, never text/html', async () => {
    const res = await upload('strona.txt', SCRIPT, 'text/html');
    expect(res.statusCode).toBe(201);
    const got = await admin.get(res.json().data[0].url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(got.headers['content-disposition']).toMatch(/^attachment; /);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('serves a PNG with a script appended (a polyglot) only as image/png under a sandbox CSP', async () => {
    const res = await upload('poliglota.png', Buffer.concat([PNG, Buffer.from(SCRIPT)]), 'text/html');
    expect(res.statusCode).toBe(201);
    const got = await admin.get(res.json().data[0].url);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });
});

describe('hostile names', () => {
  it('cannot inject headers through the file name, nor write outside FILES_DIR', async () => {
    const before = storedFiles().length;
    for (const name of ['a"\r\nSet-Cookie: owned=1\r\nX-Evil: 1.txt', '..%2f..%2fetc%2fpasswd.txt', '/etc/cron.d/evil.txt', 'C:\\Windows\\evil.txt', 'nul\u0000byte.txt']) {
      const res = await upload(name, 'tekst');
      expect([201, 400, 422], name).toContain(res.statusCode);
      if (res.statusCode !== 201) continue;
      const got = await admin.get(res.json().data[0].url);
      expect(got.headers['set-cookie'], name).toBeUndefined();
      expect(got.headers['x-evil'], name).toBeUndefined();
      expect(String(got.headers['content-disposition']), name).not.toMatch(/[\r\n]/);
    }
    // Every byte stayed under FILES_DIR (under generated keys, never the given name).
    const after = storedFiles();
    expect(after.length).toBeGreaterThan(before);
    for (const f of after) expect(path.basename(f)).not.toMatch(/passwd|evil|cron/);
    expect(fs.existsSync('/etc/cron.d/evil.txt')).toBe(false);
  });

  it('answers 404 to a record type that tries to climb out of the API', async () => {
    for (const type of ['..%2F..%2Fetc', '%2e%2e', 'statuses%00', 'constructor', '__proto__']) {
      const res = await admin.request('GET', filesOfPath(type, 1));
      expect([404], type).toContain(res.statusCode);
    }
  });
});

describe('size', () => {
  it('stops a far-oversize upload (5× MAX_UPLOAD_MB) with 422, keeping no row and no temporary bytes', async () => {
    const rowsBefore = await fileRows();
    const filesBefore = storedFiles().length;
    const res = await upload('ogromny.txt', Buffer.alloc(5 * 1024 * 1024, 'a'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'files.0': ['Plik ogromny.txt nie może być większy niż 1 MB'] });
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });
});
