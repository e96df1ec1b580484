import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const KEY = /^[0-9a-f]{32}$/;

/**
 * Uploaded bytes on disk, each under a random key (never a name a user chose): <root>/<ab>/<key>.
 * Uploads are first written to <root>/tmp and moved into place inside the database transaction that
 * records them, so a failed upload leaves neither rows nor bytes behind.
 */
export class FileStorage {
  readonly tmpDir: string;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
  }

  static newKey(): string {
    return randomBytes(16).toString('hex');
  }

  /** Where a key's bytes live; refuses anything but a generated key (defence in depth against traversal). */
  pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  /** A fresh temporary path for an incoming upload. */
  async tmpPath(): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, `${FileStorage.newKey()}.part`);
  }

  /** Moves a finished temporary file to its key (same file system: an atomic rename). */
  async place(tmp: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tmp, target);
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async removeTmp(tmp: string): Promise<void> {
    if (path.dirname(tmp) === this.tmpDir) await fs.rm(tmp, { force: true });
  }

  /** The size of a key's bytes, or null when they are missing. */
  async sizeOf(key: string): Promise<number | null> {
    try {
      return (await fs.stat(this.pathOf(key))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Removes temporary files a crashed upload left behind (older than `olderThanMs`, so running uploads are safe). */
  async sweepTmp(olderThanMs = 60 * 60 * 1000): Promise<void> {
    let names: string[];
    try {
      names = await fs.readdir(this.tmpDir);
    } catch {
      return;
    }
    const limit = Date.now() - olderThanMs;
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < limit) await fs.rm(file, { force: true });
    }
  }
}
