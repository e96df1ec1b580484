import type { FastifyRequest } from 'fastify';
import { slugify } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { imageFileIds } from '../../lib/files/images.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { freeSlug, slugTaken, type SlugColumns } from '../../lib/slugs.js';

type Row = Record<string, unknown>;

/**
 * A gallery's or slider's write (before hooks): every image field of its rows (`imageFields` of the `rows`
 * collection) names a library image, a typed slug is free and an empty one comes from the name, and a slide's
 * dates become instants for the table.
 */
export async function prepareMediaSet(
  tx: DbOrTx, input: Row, req: FastifyRequest, o: { labels: string; slugs: SlugColumns; fallback: string; rows: string; imageFields: string[] }, before?: Row,
): Promise<void> {
  const errors = new FieldErrorsOf(req, o.labels);
  const own = before?.id as number | undefined;
  const rows = (input[o.rows] as Row[] | undefined) ?? [];
  const images = await imageFileIds(tx, rows.flatMap((r) => o.imageFields.map((f) => r[f]).filter((id): id is number => typeof id === 'number')));
  rows.forEach((r, i) => {
    for (const field of o.imageFields) if (typeof r[field] === 'number' && !images.has(r[field])) errors.rule(`${o.rows}.${i}.${field}`, 'in');
  });
  if (input.slug && await slugTaken(tx, o.slugs, input.slug as string, own)) errors.rule('slug', 'unique');
  errors.throwIfAny();
  if (!input.slug) input.slug = await freeSlug(tx, o.slugs, slugify(input.name as string), o.fallback, own);
  for (const r of rows) for (const key of ['active_from', 'active_to']) if (typeof r[key] === 'string') r[key] = new Date(r[key]);
}
