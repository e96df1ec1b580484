/**
 * A URL slug of a name: Polish (and other Latin) letters without their marks, lower case, words joined by single
 * hyphens — "Żółte łódki, 2 szt." → "zolte-lodki-2-szt". Categories, products and (later) pages make theirs
 * with it when none is typed.
 */
export function slugify(text: string, max = 200): string {
  return text
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** The first of slug, slug-2, slug-3 … that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'element';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
}
