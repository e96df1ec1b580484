/**
 * Diacritics folded the way the API's searches fold them in SQL (`translate(text, ACCENTED, PLAIN)`, which
 * PostgreSQL and PGlite both have without an extension and which an expression index may use): "żółta" and
 * "zolta" are one search. Polish letters first, then the Czech, German and Spanish ones clients' names carry.
 */
export const ACCENTED = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻáéíöüäčřšžýÁÉÍÖÜÄČŘŠŽÝ';
export const PLAIN = 'acelnoszzACELNOSZZaeiouacrszyAEIOUACRSZY';

/** The text with each letter of ACCENTED replaced by its PLAIN one, as `translate` does. */
export function foldDiacritics(text: string): string {
  return text.normalize('NFC').replace(/./gu, (ch) => {
    const at = ACCENTED.indexOf(ch);
    return at < 0 ? ch : PLAIN[at]!;
  });
}

/**
 * A record's search text as the shop keeps it (products.search_text): lower case, diacritics folded, tags and
 * runs of spaces gone. A search pattern goes through it too, so "krzeslo" finds "Krzesło".
 */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return foldDiacritics(parts.filter(Boolean).join(' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase());
}
