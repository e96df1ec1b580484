import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toFieldErrors, translate } from '@harmony/shared';
import { ApiError } from './http-errors.js';

/** Parses input with a shared schema; on failure throws a 422 with field errors in the request's language. */
export function parse<T extends z.ZodType>(schema: T, input: unknown, req: FastifyRequest): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error, req.locale, (field) => {
    const label = translate(req.locale, `fields.${field}`);
    return label === `fields.${field}` ? field : label;
  });
  const first = Object.values(errors)[0]?.[0];
  throw new ApiError(422, first ?? 'errors.validation', {}, errors);
}
