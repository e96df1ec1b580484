const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * `resting` with `attribute="…"` added to every element whose class differs in `other`, a render of the
 * same components in another state (the same elements in the same order; only values and classes differ).
 * MUI draws a field's label on the outline (shrunk) with other generated classes, so a page without React
 * switches classes to what React would render.
 */
export function withAlternateClasses(resting: string, other: string, attribute: string): string {
  const others = [...other.matchAll(CLASS_ATTRIBUTE)].map((match) => match[1]);
  let index = 0;
  const marked = resting.replace(CLASS_ATTRIBUTE, (whole, classes: string) => {
    const alternate = others[index++];
    return alternate === undefined || alternate === classes ? whole : `${whole} ${attribute}="${alternate}"`;
  });
  if (index !== others.length) throw new Error(`The two renders differ in structure: ${index} against ${others.length} classed elements`);
  return marked;
}
