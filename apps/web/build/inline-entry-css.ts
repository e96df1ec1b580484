import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (a few KB: the font faces and the loader's styles) into index.html instead
 * of linking it: the browser paints the loader as soon as the HTML is in, without waiting for one more
 * request, which on a phone network is a round trip or more. The server's CSP allows inline styles
 * (emotion needs them anyway).
 *
 * Its link stays beside the styles, disabled (a disabled stylesheet is not fetched): chunks that import from
 * the entry list its stylesheet among what a lazy import needs, and Vite's preload helper looks for it among
 * the page's stylesheet links. Without one it fetched the file again and held the import until it had loaded
 * (the time list's first rows waited for it on a page load).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'harmony-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const files = [...(chunk?.viteMetadata?.importedCss ?? [])];
        let result = html;
        for (const file of files) {
          const asset = bundle?.[file];
          if (!asset || asset.type !== 'asset') continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          result = result.replace(link, (tag) => `<style>${String(asset.source).trim()}</style>${tag.replace(/>$/, ' disabled>')}`);
        }
        return result;
      },
    },
  };
}
