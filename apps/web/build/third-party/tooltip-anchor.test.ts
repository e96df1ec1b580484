// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferTooltipAnchor, MUI_MATERIAL_VERSION, tooltipAnchorAfterCommit } from './tooltip-anchor';

const require = createRequire(import.meta.url);
const TOOLTIP = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'Tooltip/Tooltip.mjs');

describe('the Tooltip anchor set after the commit', () => {
  it(`assumes @mui/material ${MUI_MATERIAL_VERSION}`, () => {
    const installed = JSON.parse(fs.readFileSync(require.resolve('@mui/material/package.json'), 'utf8')).version;
    expect(installed, 'build/third-party/tooltip-anchor.ts: @mui/material was upgraded; re-check the rewrite and re-measure it (README.md)').toBe(MUI_MATERIAL_VERSION);
  });

  it("rewrites the installed @mui/material Tooltip: its ref sets the anchor in a transition, on the same line", () => {
    const source = fs.readFileSync(TOOLTIP, 'utf8');
    const result = deferTooltipAnchor(source);
    expect(result).not.toBe(source);
    expect(result).toContain('React.startTransition(() => setChildNode(node))');
    expect(result).toMatch(/useForkRef\(getReactElementRef\(children\), setChildNodeAfterCommit, ref\)/);
    expect(result).not.toMatch(/useForkRef\(getReactElementRef\(children\), setChildNode, ref\)/);
    expect(result.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('stops the build when the Tooltip it knows has changed', () => {
    expect(() => deferTooltipAnchor('export default function Tooltip() {}')).toThrow(/Tooltip no longer has/);
  });

  it('touches only the Tooltip module', () => {
    const plugin = tooltipAnchorAfterCommit();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('const handleRef = 1;', '/x/node_modules/@mui/material/Button/Button.mjs')).toBeNull();
    expect(transform(fs.readFileSync(TOOLTIP, 'utf8'), TOOLTIP)?.code).toContain('setChildNodeAfterCommit');
  });
});

describe('the app build', () => {
  it('runs the Tooltip rewrite', async () => {
    const { default: config } = await import('../../vite.config');
    const resolved = typeof config === 'function' ? await config({ command: 'build', mode: 'production' }) : config;
    const names = (resolved.plugins ?? []).flat().map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    expect(names).toContain(tooltipAnchorAfterCommit().name);
  });
});
