import path from 'node:path';

/**
 * packages/shared only declares things (schemas, catalogues, the route table): importing one of its
 * modules changes nothing else, so a module the app does not use may be left out of a chunk. Without
 * this every zod schema rode along with the sign-in page.
 */
export const sideEffectFree = (id: string): boolean => id.includes(`${path.sep}packages${path.sep}shared${path.sep}src${path.sep}`);
