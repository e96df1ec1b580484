/** How many distinct statements get a name (each connection keeps what it prepared until it closes). */
const MAX_NAMED_STATEMENTS = 2_000;
const statementNames = new Map<string, string>();

/**
 * A statement's name after its text (`h0`, `h1`…), the same for the same text on every connection, so each
 * connection parses and plans it once; none once MAX_NAMED_STATEMENTS texts have one. Used by both drivers
 * (pglite-statements.ts, preparing-client.ts).
 */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `h${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}
