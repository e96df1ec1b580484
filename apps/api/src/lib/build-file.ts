import fs from 'node:fs';

/**
 * A file of the web build as `read` makes it, read again only when the file changes (a new build in the same
 * folder, under a running server); null while there is no such file. The SPA's index.html and the route
 * preloads' list (plugins/first-frame.ts, plugins/route-preloads.ts).
 */
export function buildFile<T>(file: string, read: (text: string) => T): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: read(fs.readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
