/** File names given by users are metadata only: cleaned for display and for the download header. */

const NAME_MAX = 200;

/** The lower-cased extension of a name, '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A safe display name: the last path segment only, without control, zero-width and bidi characters (no
 * "gpj.exe" spoofing), without characters file systems reject, no leading dots, at most 200 characters
 * with the extension kept. Never empty.
 */
export function sanitizeFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  const chars = [...name];
  if (chars.length > NAME_MAX) {
    const ext = extensionOf(name);
    const keep = ext && ext.length < 20 ? NAME_MAX - ext.length - 1 : NAME_MAX;
    name = chars.slice(0, keep).join('').trimEnd() + (ext && ext.length < 20 ? `.${ext}` : '');
  }
  return name || 'plik';
}

const ASCII_FOR: Record<string, string> = { ł: 'l', Ł: 'L' };

/**
 * Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987), so
 * quotes, semicolons or newlines in a name can never break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name
    .replace(/[łŁ]/g, (c) => ASCII_FOR[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
