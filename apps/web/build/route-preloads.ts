import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { parseSync, type Plugin } from 'vite';
// By path, not by package name: Vite bundles the config's relative imports, while a package's TypeScript
// would reach Node unbuilt.
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../../packages/shared/src/web-build';

/**
 * Where the app says which module each route's screen and layout is (the dynamic imports of these files,
 * read from their source: no second list to keep in step).
 */
export interface RouteSources {
  /** `Login`: the sign-in screen's lazy import (the one screen outside the registry). */
  signIn: string;
  /**
   * `BUILT`: route name → screen (a variable holding a lazy import, or the import itself). The registry is a chunk
   * of its own, loaded before any screen it holds: every route but the sign-in one preloads it too.
   */
  screens: string;
  /**
   * `LAZY_RESOURCES`: a declaration's import with its `list` and `form` route names; `loadListPage`/`loadFormPage`,
   * and `prefetchListData` (what a list's page load runs to ask for its first page).
   */
  resources: string;
  /** `LAYOUTS`: layout name → lazy import. */
  layouts: string;
  /** Loaded with every signed-in screen, whatever its layout (background sync, module texts). */
  signedIn: string[];
}

/** Route and layout name → the source modules they load (absolute ids). */
export interface RouteModules {
  routes: Record<string, string[]>;
  /**
   * Route name → modules whose lazily loaded parts the screen renders at once (a list's declaration: the
   * time list's totals and quick add): their chunks' dynamic imports are preloaded too.
   */
  lazyParts: Record<string, string[]>;
  layouts: Record<string, string[]>;
  signedIn: string[];
}

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The specifiers of every `import('…')` under a node. */
function importsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => importsIn(child, found));
  else if (isNode(node)) {
    const source = node.source as Node | undefined;
    if (node.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') importsIn(value, found);
  }
  return found;
}

const nameOf = (node: unknown): string | null =>
  isNode(node) ? (node.type === 'Identifier' ? (node.name as string) : node.type === 'Literal' ? String(node.value) : null) : null;

/** The top-level `const`s of a module (exported or not): name → initialiser. */
function topLevelConsts(file: string): Map<string, Node> {
  const program = parseSync(file, fs.readFileSync(file, 'utf8'), { lang: 'tsx', sourceType: 'module' }).program as unknown as { body: Node[] };
  const consts = new Map<string, Node>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as Node[]) {
      const name = nameOf(d.id);
      let init = d.init as Node | null;
      while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression')) init = init.expression as Node;
      if (name && init) consts.set(name, init);
    }
  }
  return consts;
}

/** `{ key: value }` of an object literal → the imports behind each value (a variable is followed to its initialiser). */
function importsByKey(object: Node | undefined, consts: Map<string, Node>): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const property of (object?.properties as Node[] | undefined) ?? []) {
    const key = property.type === 'Property' ? nameOf(property.key) : null;
    if (!key) continue;
    const value = property.value as Node;
    const specifiers = importsIn(value.type === 'Identifier' ? consts.get(value.name as string) : value);
    if (specifiers.length) result[key] = specifiers;
  }
  return result;
}

/** `./x` from `file` → the module's absolute path, as the bundler resolves a relative import. */
function resolveFrom(file: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(file), specifier);
  const candidates = [base, ...['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => `${base}${ext}`)];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

const resolveAll = (file: string, specifiers: string[]) => specifiers.flatMap((s) => resolveFrom(file, s) ?? []);

/** Reads the screens, resources and layouts of the app from their source. */
export function readRouteModules(sources: RouteSources): RouteModules {
  const screenConsts = topLevelConsts(sources.screens);
  const routes: Record<string, string[]> = {};
  for (const [name, specifiers] of Object.entries(importsByKey(screenConsts.get('BUILT'), screenConsts))) {
    routes[name] = resolveAll(sources.screens, specifiers);
  }
  const resourceConsts = topLevelConsts(sources.resources);
  const pages = {
    list: resolveAll(sources.resources, [...importsIn(resourceConsts.get('loadListPage')), ...importsIn(resourceConsts.get('prefetchListData'))]),
    form: resolveAll(sources.resources, importsIn(resourceConsts.get('loadFormPage'))),
  };
  const lazyParts: Record<string, string[]> = {};
  for (const element of (resourceConsts.get('LAZY_RESOURCES')?.elements as Node[] | undefined) ?? []) {
    const properties = new Map(((element.properties as Node[] | undefined) ?? []).map((p) => [nameOf(p.key), p.value as Node]));
    const declaration = resolveAll(sources.resources, importsIn(properties.get('load')));
    const list = nameOf(properties.get('list'));
    if (list) {
      routes[list] = [...declaration, ...pages.list];
      lazyParts[list] = declaration;
    }
    for (const form of (properties.get('form')?.elements as Node[] | undefined) ?? []) {
      const name = nameOf(form);
      if (name) routes[name] = [...declaration, ...pages.form];
    }
  }
  for (const name of Object.keys(routes)) routes[name] = [sources.screens, ...routes[name]!];
  routes.login = resolveAll(sources.signIn, importsIn(topLevelConsts(sources.signIn).get('Login')));
  const layoutConsts = topLevelConsts(sources.layouts);
  const layouts: Record<string, string[]> = {};
  for (const [name, specifiers] of Object.entries(importsByKey(layoutConsts.get('LAYOUTS'), layoutConsts))) {
    layouts[name] = resolveAll(sources.layouts, specifiers);
  }
  return { routes, lazyParts, layouts, signedIn: sources.signedIn };
}

/** The chunk each module ended up in (a dynamically imported module may share one), and every chunk by file name. */
function chunksOf(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return { chunks, byModule, byFile };
}

/** A chunk and the chunks it imports statically, recursively. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) withStaticImports(next, byFile, into);
  }
  return into;
}

/**
 * The chunks each route and layout loads beyond what index.html already loads (the entry, its static
 * imports and its modulepreloads): the server preloads them with the page, beside the entry, instead of
 * the browser finding them only once the entry has run.
 */
export function routePreloads(modules: RouteModules, bundle: OutputBundle, base: string, inHtml: readonly string[]): RoutePreloads {
  const { chunks, byModule, byFile } = chunksOf(bundle);
  const loaded = new Set<string>(inHtml);
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) withStaticImports(entry, byFile, loaded);
  const filesOf = (ids: string[], lazyIds: string[] = []) => {
    const files = new Set<string>();
    for (const id of ids) {
      const chunk = byModule.get(id);
      if (chunk) withStaticImports(chunk, byFile, files);
    }
    for (const chunk of lazyIds.flatMap((id) => byModule.get(id) ?? [])) {
      for (const lazy of chunk.dynamicImports.flatMap((file) => byFile.get(file) ?? [])) withStaticImports(lazy, byFile, files);
    }
    return [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
  };
  const signedIn = modules.signedIn;
  return {
    entry: inHtml.map((file) => `${base}${file}`),
    routes: Object.fromEntries(Object.entries(modules.routes).map(([name, ids]) => [name, filesOf(ids, modules.lazyParts[name])])),
    layouts: Object.fromEntries(Object.entries(modules.layouts).map(([name, ids]) => [name, filesOf([...ids, ...signedIn])])),
  };
}


export function routePreloadsManifest(sources: RouteSources): Plugin {
  let base = '/';
  return {
    name: 'harmony-route-preloads',
    apply: 'build',
    // After Vite has written index.html into the bundle, whose modulepreloads need no second preload.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((file) => file.type === 'asset' && file.fileName === 'index.html');
      // The entry script first, then its modulepreloads.
      const source = String(html?.type === 'asset' ? html.source : '');
      const scripts = [...source.matchAll(/<script[^>]* src="\/?([^"]+\.js)"/g), ...source.matchAll(/<link[^>]* href="\/?([^"]+\.js)"/g)];
      const inHtml = [...new Set(scripts.map((m) => m[1]!))];
      const preloads = routePreloads(readRouteModules(sources), bundle, base, inHtml);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
