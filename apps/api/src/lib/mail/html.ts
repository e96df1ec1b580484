/** Text for HTML: every value interpolated into a mail body or attribute goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), whole);
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), whole);
    return NAMED[lower] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|table|blockquote|ul|ol|section|article|header|footer)\s*>/gi;

/**
 * The plain-text alternative of a mail's HTML: paragraphs become blank lines, links keep their address
 * ("Ustaw hasło (https://…)"), tags go, entities are decoded. Mails are our own templates or sanitised
 * content, so a small converter is enough (no HTML parser among the dependencies).
 */
export function htmlToText(html: string): string {
  let text = html
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ');
  text = text.replace(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi, (_, dq?: string, sq?: string, inner = '') => {
    const href = decodeEntities(dq ?? sq ?? '').trim();
    const label = decodeEntities(inner.replace(/<[^>]+>/g, '')).trim();
    if (!href || /^(javascript|data):/i.test(href)) return label;
    const bare = href.replace(/^mailto:/i, '');
    return !label || label === href || label === bare ? bare : `${label} (${bare})`;
  });
  text = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
