import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { RouteGroup } from './route-chunks';

/** Adds `<link rel="modulepreload">` to index.html for the chunks of the groups marked `withEntry`. */
export function preloadWithEntry(groups: RouteGroup[]): Plugin {
  const names = new Set(groups.filter((g) => g.withEntry).map((g) => g.name));
  const roots = new Set(groups.filter((g) => g.withEntry).flatMap((g) => g.roots));
  let base = '/';
  return {
    name: 'harmony-preload-with-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const chunks = Object.values(bundle ?? {}).filter(
          (file) => file.type === 'chunk' && (names.has(file.name) || (file.facadeModuleId !== null && roots.has(file.facadeModuleId))),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
