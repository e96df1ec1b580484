import type { CodeSplittingGroup, CodeSplittingNameFunction } from 'rolldown';
import { parseSync } from 'vite';

/**
 * Chunk groups for the screens a visit opens first: everything such a screen needs beyond the entry in
 * one file instead of dozens. On a phone every request costs a round trip and a browser opens only six
 * connections to a server, so /login and the dashboard waited on waves of 1 KB chunks (one per MUI
 * component, icon and helper shared with some other screen).
 *
 * A group holds the modules its roots really use: the walk follows the names imported from barrel
 * modules (`@mui/material`, `@harmony/shared`, which re-export everything) to the modules that define
 * them, instead of every module a barrel lists, which would pull half the app into the group.
 */
export interface RouteGroup {
  name: string;
  /** Absolute ids of the modules the group serves (dynamically imported screens, layouts…). */
  roots: string[];
  /**
   * Instead of roots of its own: the modules every one of these (later) groups uses, so that a screen of one
   * downloads nothing only the other needs. Without it the earlier group keeps what they share, and the later
   * group's screens download the earlier group's whole chunk.
   */
  sharedBy?: string[];
  /** The roots go into the group's chunk too, instead of keeping chunks of their own. */
  withRoots?: boolean;
}

type ModuleGraph = Parameters<CodeSplittingNameFunction>[1];
/** The names of a module that are used, or all of it. */
type Use = Set<string> | 'all';

interface Link {
  id: string;
  use: Use;
}

interface ModuleShape {
  /** Imports (and re-exports) of a module that runs code of its own: everything it imports is used. */
  imports: Link[];
  /** For a barrel (only imports and re-exports): the module and name behind each exported name. */
  reexports?: Map<string, Link>;
  /** The targets of its `export * from` statements. */
  starTargets: string[];
}

type Shapes = Map<string, ModuleShape>;

/** Reads a module's import and export statements and pairs each specifier with the id the bundler resolved. */
function shapeOf(graph: ModuleGraph, id: string, cache: Shapes): ModuleShape {
  const cached = cache.get(id);
  if (cached) return cached;
  const info = graph.getModuleInfo(id);
  const everything: ModuleShape = { imports: (info?.importedIds ?? []).map((imported) => ({ id: imported, use: 'all' })), starTargets: [] };
  let shape = everything;
  const parsed = info?.code && info.importedIds.length ? parseModule(id, info.code) : null;
  if (info && parsed) {
    const { staticImports, staticExports } = parsed.module;
    const requests = [
      ...staticImports.map((i) => ({ start: i.start, specifier: i.moduleRequest.value })),
      ...staticExports.flatMap((e) => e.entries.flatMap((x) => (x.moduleRequest ? [{ start: x.start, specifier: x.moduleRequest.value }] : []))),
    ].sort((a, b) => a.start - b.start);
    const specifiers = [...new Set(requests.map((r) => r.specifier))];
    // The bundler lists resolved imports in source order, then what its own plugins add (virtual
    // modules such as Vite's preload helper); anything else (CommonJS requires) keeps "all".
    const resolved = info.importedIds.filter((imported) => !imported.startsWith('\0'));
    const added = info.importedIds.filter((imported) => imported.startsWith('\0')).map((imported): Link => ({ id: imported, use: 'all' }));
    if (specifiers.length === resolved.length) {
      const idOf = new Map(specifiers.map((specifier, i) => [specifier, resolved[i]!]));
      const isBarrel = parsed.program.body.every(
        (s) => s.type === 'ImportDeclaration' || s.type === 'ExportAllDeclaration' || (s.type === 'ExportNamedDeclaration' && !s.declaration),
      );
      const starTargets = staticExports
        .flatMap((e) => e.entries)
        .flatMap((x) => (x.moduleRequest && x.importName.kind === 'AllButDefault' && x.exportName.kind === 'None' ? [idOf.get(x.moduleRequest.value)!] : []));
      shape = isBarrel
        ? { imports: [], reexports: reexportsOf(staticImports, staticExports, idOf), starTargets }
        : { imports: [...importsOf(staticImports, staticExports, idOf), ...added], starTargets };
    }
  }
  cache.set(id, shape);
  return shape;
}

type Parsed = ReturnType<typeof parseSync>['module'];

/** The bundler's code of a module is JavaScript by now; null when it does not parse (CSS, JSON…). */
function parseModule(id: string, code: string): ReturnType<typeof parseSync> | null {
  try {
    const parsed = parseSync(id, code, { lang: 'jsx', sourceType: 'module' });
    return parsed.errors.length ? null : parsed;
  } catch {
    return null;
  }
}

function importsOf(imports: Parsed['staticImports'], exports: Parsed['staticExports'], idOf: Map<string, string>): Link[] {
  const links: Link[] = imports.map((i) => ({
    id: idOf.get(i.moduleRequest.value)!,
    use:
      i.entries.length === 0 || i.entries.some((e) => e.importName.kind === 'NamespaceObject')
        ? 'all'
        : new Set(i.entries.map((e) => (e.importName.kind === 'Default' ? 'default' : e.importName.name!))),
  }));
  for (const entry of exports.flatMap((e) => e.entries)) {
    if (entry.moduleRequest) links.push({ id: idOf.get(entry.moduleRequest.value)!, use: 'all' });
  }
  return links;
}

/** What each name a barrel exports stands for (its `export * from` targets aside). */
function reexportsOf(imports: Parsed['staticImports'], exports: Parsed['staticExports'], idOf: Map<string, string>): Map<string, Link> {
  const reexports = new Map<string, Link>();
  // `import * as colors from './colors'; export { colors }` re-exports an imported binding.
  const imported = new Map<string, Link>();
  for (const i of imports) {
    for (const e of i.entries) {
      const name = e.importName.kind === 'Default' ? 'default' : e.importName.name;
      imported.set(e.localName.value, { id: idOf.get(i.moduleRequest.value)!, use: name ? new Set([name]) : 'all' });
    }
  }
  for (const entry of exports.flatMap((e) => e.entries)) {
    const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
    if (!entry.moduleRequest) {
      const local = entry.localName.name && imported.get(entry.localName.name);
      if (exported && local) reexports.set(exported, local);
    } else if (exported) {
      const source = entry.importName.kind === 'Name' ? entry.importName.name : null;
      reexports.set(exported, { id: idOf.get(entry.moduleRequest.value)!, use: source ? new Set([source]) : 'all' });
    }
  }
  return reexports;
}

/** Whether a module exports `name`, itself or through its `export *` targets. */
function provides(graph: ModuleGraph, shapes: Shapes, id: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const exports = graph.getModuleInfo(id)?.exports ?? [];
  if (exports.includes(name)) return true;
  return exports.includes('*') && shapeOf(graph, id, shapes).starTargets.some((target) => provides(graph, shapes, target, name, seen));
}

/** The modules `roots` use, following imported names through barrels. */
export function usedModules(graph: ModuleGraph, roots: string[]): Set<string> {
  const shapes: Shapes = new Map();
  const used = new Map<string, Use>();
  const queue: Link[] = roots.map((id) => ({ id, use: 'all' }));
  for (let link = queue.pop(); link; link = queue.pop()) {
    const before = used.get(link.id);
    if (before === 'all') continue;
    const fresh = link.use === 'all' ? 'all' : new Set([...link.use].filter((name) => !before?.has(name)));
    if (fresh !== 'all' && fresh.size === 0) continue;
    used.set(link.id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    const shape = shapeOf(graph, link.id, shapes);
    if (!shape.reexports) {
      // Code of its own runs, so all it imports is used; visit it once.
      if (before === undefined) queue.push(...shape.imports);
      continue;
    }
    const names = fresh === 'all' ? [...shape.reexports.keys(), '*'] : [...fresh];
    for (const name of names) {
      if (name === '*') {
        queue.push(...shape.starTargets.map((id): Link => ({ id, use: 'all' })));
        continue;
      }
      const direct = shape.reexports.get(name);
      if (direct) queue.push(direct);
      else for (const target of shape.starTargets) if (provides(graph, shapes, target, name)) queue.push({ id: target, use: new Set([name]) });
    }
  }
  return new Set(used.keys());
}

/**
 * One code-splitting group per route group, in order (an earlier group keeps what it shares with a
 * later one). The roots themselves stay out unless `withRoots`: they keep chunks of their own, which Vite's
 * manifest names.
 */
export function routeChunkGroups(groups: RouteGroup[]): CodeSplittingGroup[] {
  const byName = new Map(groups.map((group) => [group.name, group]));
  const members = new Map<string, Set<string>>();
  /** The modules a group's roots use, once per build. */
  const usedBy = (group: RouteGroup, graph: ModuleGraph): Set<string> => {
    let used = members.get(group.name);
    if (!used) members.set(group.name, (used = group.sharedBy ? sharedModules(group, graph) : usedModules(graph, group.roots)));
    return used;
  };
  const sharedModules = (group: RouteGroup, graph: ModuleGraph): Set<string> => {
    const sharers = group.sharedBy!.map((name) => {
      const sharer = byName.get(name);
      if (!sharer || sharer.sharedBy) throw new Error(`Chunk group "${group.name}" is shared by "${name}", which is not a group with roots.`);
      return sharer;
    });
    const [first, ...rest] = sharers.map((sharer) => usedBy(sharer, graph));
    const roots = new Set(sharers.flatMap((sharer) => sharer.roots));
    return new Set([...first!].filter((id) => !roots.has(id) && rest.every((used) => used.has(id))));
  };
  return groups.map((group) => ({
    debugName: group.name,
    name: (id: string, graph: ModuleGraph) =>
      usedBy(group, graph).has(id) && (group.withRoots || !group.roots.includes(id)) ? group.name : null,
  }));
}
