import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';

/**
 * Answers are written from their route's zod schema turned into JSON Schema, by fast-json-stringify (Fastify's
 * own serialiser): only the schema's fields go out, as with zod, without zod checking every value of a large
 * answer again (its safeParse cost the projects list and the project report 0.2–1 ms of CPU a request on
 * PostgreSQL — docs/benchmarks.md). With `checking` (the tests: NODE_ENV=test) zod checks each answer first,
 * so one that breaks its schema fails a test instead of going out coerced; what is sent is the same.
 * A schema JSON Schema cannot express keeps zod's serialiser.
 */
export function answerSerializer(checking: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    let jsonSchema: object;
    try {
      jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
    } catch {
      return zodSerializer(route);
    }
    const stringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    if (!checking) return (data: unknown) => stringify(data);
    const check = zodSerializer(route);
    return (data: unknown) => {
      check(data);
      return stringify(data);
    };
  };
}
