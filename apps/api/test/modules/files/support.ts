import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesContract } from '@harmony/shared';
import type { TestClient } from '../../helpers/index.js';

/** The files tests' shared pieces: tiny real files, a browser-like multipart body, and what lies on disk. */

// Tiny real files: a valid 1×1 PNG, a minimal PDF, UTF-8 text.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
export const TXT = Buffer.from('Zażółć gęślą jaźń\nlinia 2\n');

/** A file part (`name` is its file name), or a text field when `value` is given. */
export interface Part {
  name: string;
  content?: Buffer | string;
  field?: string;
  type?: string;
  value?: string;
}

/** A multipart/form-data body like a browser's FormData with files[0..n] (text fields keep their own names). */
export function multipart(parts: Part[]) {
  const boundary = `----harmony${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  let file = 0;
  for (const p of parts) {
    if (p.value !== undefined) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? p.name}"\r\n\r\n${p.value}\r\n`));
      continue;
    }
    chunks.push(Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? `files[${file}]`}"; filename="${p.name}"\r\n` +
      `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
    ));
    file += 1;
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const uploadTo = (client: TestClient, parts: Part[], url: string = filesContract.path) => client.request('POST', url, multipart(parts));

/** Every stored file under a files directory (relative paths), and what is left in its tmp directory. */
export function filesOnDisk(filesDir: string): { stored: string[]; tmp: string[] } {
  const stored: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else stored.push(path.relative(filesDir, full));
    }
  };
  walk(filesDir);
  return { stored: stored.filter((f) => !f.startsWith(`tmp${path.sep}`)).sort(), tmp: stored.filter((f) => f.startsWith(`tmp${path.sep}`)) };
}
