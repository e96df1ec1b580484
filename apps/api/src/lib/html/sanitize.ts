import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/**
 * The markup the web's rich-text editor can produce (its toolbar: paragraphs, headings 2–4, bold, italic,
 * lists, links, quotes, code), and nothing else. Everything stored as HTML goes through this list on the
 * server: the browser's editor is a convenience, a hand-written request can send anything.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'br', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Markup a user can't see the point of (script, style) goes with its content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A stored link opens in a new tab and hands the target page no handle back on this one.
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer nofollow', target: '_blank' } }),
    // The editor writes <b>/<i> when pasting from some programs: kept as their semantic twins.
    b: 'strong',
    i: 'em',
  },
};

/** HTML reduced to the rich-text allow-list (see OPTIONS); plain text comes back escaped. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * A schema field holding rich text: validated by `base` (e.g. a length limit from the shared schema), then
 * stored sanitised. `richText()` on its own accepts any string.
 */
export const richText = <T extends z.ZodType<string>>(base?: T) => (base ?? z.string()).transform((html) => sanitizeRichText(html));
