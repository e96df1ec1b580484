import sanitizeHtml from 'sanitize-html';
import { newsletterClickPath } from '@harmony/shared';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { RECIPIENT_TOKEN } from '../../lib/mail/index.js';

/**
 * A campaign's content as it is queued: sanitised (the rich-text allow-list), then each http(s) link pointed at
 * our redirect `{appUrl}/api/newsletter/c/{campaign}/{index}/{{recipient_token}}`, which counts the click and
 * sends the reader on to the address kept for that index — only those: the redirect opens nothing else. One
 * address linked twice is one link. mailto: links stay as they are (nothing to count).
 *
 * The second pass is sanitize-html again, allowing everything the first one left, only for its tag transform:
 * an HTML parser rewrites the attribute (entities decoded in the kept address, encoded in the new one).
 */
export function trackLinks(html: string, campaignId: number, appUrl: string): { html: string; links: string[] } {
  const links: string[] = [];
  const tracked = sanitizeHtml(sanitizeRichText(html), {
    allowedTags: false,
    allowedAttributes: false,
    // Nothing vulnerable is left to allow: the first pass took script and style out with their content.
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        if (!href || !/^https?:\/\//i.test(href)) return { tagName, attribs };
        let index = links.indexOf(href);
        if (index < 0) index = links.push(href) - 1;
        return { tagName, attribs: { ...attribs, href: `${appUrl}${newsletterClickPath(campaignId, index, RECIPIENT_TOKEN)}` } };
      },
    },
  });
  return { html: tracked, links };
}
