import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { FileExtension } from '@harmony/shared';

/** What file-type must detect for each binary extension (jpeg and jpg are one format). */
const DETECTED: Partial<Record<FileExtension, string>> = {
  jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', pdf: 'pdf', xlsx: 'xlsx', docx: 'docx', odt: 'odt',
};

/** Valid UTF-8 without NUL bytes: what a .txt or .csv must be. Streams, so a large file costs no memory. */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Whether a stored upload's bytes are what its extension says (the name alone proves nothing). */
export async function contentMatches(file: string, ext: FileExtension): Promise<boolean> {
  const expected = DETECTED[ext];
  if (expected) return (await fileTypeFromFile(file))?.ext === expected;
  return isUtf8Text(file);
}
