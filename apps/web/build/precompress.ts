import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Writes `file.gz` and `file.br` beside a compressible file of 1 KB or more, at the strongest settings. */
export function compressBeside(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const body = fs.readFileSync(file);
  if (body.length < 1024) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
}

/**
 * Writes a .br and a .gz beside every compressible file of the build, once. The server
 * (apps/api/src/plugins/spa.ts, preCompressed) sends them as they are, so no request pays for
 * compression and the browser downloads the smallest form it accepts.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'harmony-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        // Vite's own manifest (.vite/) is read by scripts only, never served.
        if (entry.isFile() && !file.includes(`${path.sep}.vite${path.sep}`)) compressBeside(file);
      }
    },
  };
}
