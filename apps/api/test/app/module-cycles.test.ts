import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import cycles between API modules (STYLE rule 11). The lint config (eslint.config.js) lets a module
 * import another; none of the installed lint plugins can see cycles, so this walks the import graph of
 * src/modules with the TypeScript compiler's own parser and resolver and fails naming each cycle.
 */

const MODULES = path.resolve(import.meta.dirname, '../../src/modules');
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
const RESOLUTIONS = ts.createModuleResolutionCache(MODULES, (name) => name, OPTIONS);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier a file imports, re-exports or loads with `import()`; type-only imports count too. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a file belongs to (its folder under src/modules), or null for anything else. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0]!;
}

/** module → module it imports → one file-level import that proves the edge. */
function moduleGraph(root = MODULES): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, OPTIONS, ts.sys, RESOLUTIONS).resolvedModule?.resolvedFileName;
      const to = resolved ? moduleOf(path.resolve(resolved)) : null;
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(MODULES, file)} → ${specifier}`);
    }
  }
  return graph;
}

/** Each strongly connected group of two or more modules (Tarjan), as one cycle through all of them. */
function moduleCycles(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const strongConnect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        strongConnect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) strongConnect(node);
  return groups;
}

/** "a → b (a/x.ts → ../b/y.js)" for each edge inside one cycle group. */
const describeGroup = (graph: Map<string, Map<string, string>>, group: string[]) =>
  group.flatMap((from) => [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([to, proof]) => `${from} → ${to} (${proof})`));

describe('imports between API modules', () => {
  const graph = moduleGraph();

  it('finds the modules and the imports between them', () => {
    expect(graph.size).toBeGreaterThan(20);
    // A known edge, so a resolver that silently finds nothing cannot pass the cycle check below.
    expect(graph.get('allocations')?.has('projects')).toBe(true);
  });

  it('detects a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts → ../b/y.js']])],
      ['b', new Map([['c', 'b/y.ts → ../c/z.js']])],
      ['c', new Map([['a', 'c/z.ts → ../a/x.js']])],
      ['d', new Map([['a', 'd/w.ts → ../a/x.js']])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycles', () => {
    const cycles = moduleCycles(graph).map((group) => describeGroup(graph, group).join('; '));
    expect(cycles, 'import cycles between modules: move the shared piece down into the module that owns it or into lib/').toEqual([]);
  });
});
