// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTER_PRODUCTION, REACT_ROUTER_VERSION, reactRouterProductionAlias } from './react-router-production';

/*
 * The build's patches of dependencies (this folder's README). Each check names the patch whose assumption an
 * upgrade took away: re-measure it (README), then update or remove it.
 */
const require = createRequire(import.meta.url);
const packageJson = (name: string) => JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
const exportsOf = (file: string) => {
  const list = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return list.split(',').map((s) => s.trim()).filter(Boolean).sort();
};

describe('react-router-production.ts (the production build of react-router, aliased)', () => {
  const patch = 'build/third-party/react-router-production.ts';

  it(`assumes react-router ${REACT_ROUTER_VERSION}`, () => {
    expect(packageJson('react-router').version, `${patch}: react-router was upgraded; re-check the alias and its measurement`).toBe(REACT_ROUTER_VERSION);
  });

  it('finds the production build where the alias points, with the development build\'s exports', () => {
    expect(fs.existsSync(REACT_ROUTER_PRODUCTION), `${patch}: react-router no longer ships ${REACT_ROUTER_PRODUCTION}`).toBe(true);
    const development = path.join(path.dirname(REACT_ROUTER_PRODUCTION), '../development/index.mjs');
    const names = exportsOf(REACT_ROUTER_PRODUCTION);
    expect(names.length, `${patch}: no export list found in the production build`).toBeGreaterThan(50);
    expect(names, `${patch}: the production build no longer exports what the development build does`).toEqual(exportsOf(development));
  });

  it('is still needed: the package exports the development build to bundlers', () => {
    const root = packageJson('react-router').exports['.'];
    expect(JSON.stringify(root), `${patch}: react-router now exports a production build of its own; remove the alias`).not.toMatch(/production/);
    expect(root.import?.default ?? root.module?.default, patch).toMatch(/development\/index\.mjs$/);
  });

  it('aliases the bare import only', () => {
    const { find } = reactRouterProductionAlias();
    expect(find.test('react-router')).toBe(true);
    expect(find.test('react-router-dom')).toBe(false);
    expect(find.test('react-router/dom')).toBe(false);
  });
});

describe('the app build', () => {
  it('uses the alias in a build only', async () => {
    const { default: config } = await import('../../vite.config');
    const build = typeof config === 'function' ? await config({ command: 'build', mode: 'production' }) : config;
    const serve = typeof config === 'function' ? await config({ command: 'serve', mode: 'development' }) : config;
    const replacements = (c: typeof build) => ((c.resolve?.alias ?? []) as unknown as { replacement: string }[]).map((a) => a.replacement);
    expect(replacements(build)).toContain(REACT_ROUTER_PRODUCTION);
    expect(replacements(serve)).not.toContain(REACT_ROUTER_PRODUCTION);
  });
});
