/** Rows are camelCase in Drizzle and snake_case on the wire (seed: first_name, scheduledAt is the exception). */
const toSnakeOnce = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/*
 * A row's keys are the schema's few hundred column names: each is converted once (a list's 25 rows × 25 keys
 * ran 625 regular expressions a request, 7 % of the server's CPU on the orders list). Bounded all the same:
 * snakeKeys is for rows, not for input, but a stray caller must not grow it without end.
 */
const snake = new Map<string, string>();
const toSnake = (key: string) => {
  let converted = snake.get(key);
  if (converted === undefined) {
    converted = toSnakeOnce(key);
    if (snake.size < 5_000) snake.set(key, converted);
  }
  return converted;
};

export function snakeKeys(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    const value = row[key];
    out[toSnake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export function camelKeys(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [toCamel(k), v]));
}
