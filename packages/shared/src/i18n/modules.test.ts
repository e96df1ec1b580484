/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { pl as shellPl } from './pl.js';
import { en, pl } from './index.js';

/**
 * The catalogues are shallow merges of the shell file and one file per module: two files defining the
 * same top-level key would silently overwrite each other. Every module file must also be merged in.
 */
const modules = Object.entries(import.meta.glob('./modules/*.ts', { eager: true }) as Record<string, Record<string, unknown>>)
  .flatMap(([file, exports]) => Object.values(exports)
    .filter((x): x is { pl: object; en: object } => typeof x === 'object' && x !== null && 'pl' in x && 'en' in x)
    .map((part) => ({ file, part })));

describe('i18n module files', () => {
  it('are found', () => {
    expect(modules.length).toBeGreaterThanOrEqual(3);
  });

  it('never define the same top-level key twice', () => {
    const owner = new Map<string, string>(Object.keys(shellPl).map((k) => [k, 'pl.ts']));
    const clashes: string[] = [];
    for (const { file, part } of modules) {
      for (const key of Object.keys(part.pl)) {
        if (owner.has(key)) clashes.push(`${key}: ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('are all merged into both catalogues', () => {
    const missing = modules.flatMap(({ file, part }) =>
      Object.keys(part.pl).filter((k) => !(k in pl) || !(k in en)).map((k) => `${file}: ${k}`));
    expect(missing).toEqual([]);
  });
});
