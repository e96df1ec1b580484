import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { pageSectionInput, pagesContract, SECTIONS_MAX, slugify, type PageSection, type PublishState } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/performance/lookup.js';
import { forms, galleries, pages, pageSections, sliders } from '../../db/schema.js';
import { registerCrud } from '../../lib/crud/register-crud.js';
import { fromContract } from '../../lib/crud/resource.js';
import { FieldErrorsOf } from '../../lib/field-errors.js';
import { imageFileIds } from '../../lib/files/images.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import { freeSlug, slugTaken } from '../../lib/slugs.js';
import { publishingTimes, stateCondition, stateOf } from '../../lib/publishing.js';

type Row = Record<string, unknown>;
const { labels } = pagesContract;
const slugs = { table: pages, id: pages.id, slug: pages.slug };

const parentTitle = qualified(sql<string | null>`(select p.title from ${pages} p where p.id = ${pages.parentId})`).as('parent_title');
const state = qualified(stateOf(pages)).as('state');
const view = (db: DbOrTx) => db.select({ ...getTableColumns(pages), parentTitle, state }).from(pages).$dynamic();

/** A section as stored: rich text sanitised (every column's too). */
function sanitized(section: PageSection): PageSection {
  if (section.kind === 'text') return { kind: 'text', data: { html: sanitizeRichText(section.data.html) } };
  if (section.kind === 'columns') return { kind: 'columns', data: { columns: section.data.columns.map((c) => ({ html: sanitizeRichText(c.html) })) } };
  return section;
}

/** The galleries, sliders and forms the sections name that exist (one query each). */
async function existing(tx: DbOrTx, sections: PageSection[]) {
  const g = sections.flatMap((x) => (x.kind === 'gallery' ? [x.data.gallery_id] : []));
  const s = sections.flatMap((x) => (x.kind === 'slider' ? [x.data.slider_id] : []));
  const f = sections.flatMap((x) => (x.kind === 'form' ? [x.data.form_id] : []));
  const [foundG, foundS, foundF] = await Promise.all([
    g.length ? tx.select({ id: galleries.id }).from(galleries).where(inArray(galleries.id, g)) : [],
    s.length ? tx.select({ id: sliders.id }).from(sliders).where(inArray(sliders.id, s)) : [],
    f.length ? tx.select({ id: forms.id }).from(forms).where(inArray(forms.id, f)) : [],
  ]);
  return { galleries: new Set(foundG.map((r) => r.id)), sliders: new Set(foundS.map((r) => r.id)), forms: new Set(foundF.map((r) => r.id)) };
}

/** Whether `parentId` is `self` or lies under it: a page cannot sit under itself. */
async function isOwnDescendant(tx: DbOrTx, self: number, parentId: number): Promise<boolean> {
  const found = await tx.execute(sql`with recursive up(id, parent_id) as (
      select id, parent_id from ${pages} where id = ${parentId}
      union select p.id, p.parent_id from ${pages} p join up on p.id = up.parent_id)
    select id from up where id = ${self} limit 1`);
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * A write's checks and derived fields (before hooks): the parent exists and is not the page or one of its
 * descendants, a typed slug is free (an empty one comes from the title), image sections show library images,
 * rich text is sanitised, publishing without a time starts now.
 */
async function prepare(tx: DbOrTx, input: Row, req: FastifyRequest, before?: Row): Promise<void> {
  const errors = new FieldErrorsOf(req, labels!);
  const own = before?.id as number | undefined;
  const parentId = input.parent_id as number | null;
  if (parentId != null) {
    const [parent] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, parentId)).limit(1);
    if (!parent || (own !== undefined && await isOwnDescendant(tx, own, parentId))) errors.rule('parent_id', 'in');
  }
  if (input.slug && await slugTaken(tx, slugs, input.slug as string, own)) errors.rule('slug', 'unique');
  const sections = (input.sections as PageSection[] | undefined) ?? [];
  const images = await imageFileIds(tx, sections.flatMap((s) => (s.kind === 'image' ? [s.data.file_id] : [])));
  const shown = await existing(tx, sections);
  sections.forEach((section, i) => {
    if (section.kind === 'image' && !images.has(section.data.file_id)) errors.rule(`sections.${i}.data.file_id`, 'in');
    if (section.kind === 'gallery' && !shown.galleries.has(section.data.gallery_id)) errors.rule(`sections.${i}.data.gallery_id`, 'in');
    if (section.kind === 'slider' && !shown.sliders.has(section.data.slider_id)) errors.rule(`sections.${i}.data.slider_id`, 'in');
    if (section.kind === 'form' && !shown.forms.has(section.data.form_id)) errors.rule(`sections.${i}.data.form_id`, 'in');
  });
  errors.throwIfAny();
  if (!input.slug) input.slug = await freeSlug(tx, slugs, slugify(input.title as string), 'strona', own);
  if (Array.isArray(input.sections)) input.sections = sections.map(sanitized);
  publishingTimes(input);
}

/**
 * Pages (/strony, issue 26): the engine's CRUD with delete and undo, the ordered sections as a child collection
 * and a version of every save (compare, restore); searched by title and slug, filtered by state now and
 * category. The public API (modules/public-content) serves a live page by its slug.
 */
export default async function pageRoutes(app: FastifyInstance) {
  registerCrud(app, {
    ...fromContract(pagesContract),
    table: pages,
    view,
    versions: true,
    sortColumns: { id: pages.id, title: pages.title, slug: pages.slug, publish_at: pages.publishAt, updated_at: pages.updatedAt },
    searchColumns: [pages.title, pages.slug],
    filters: (q): (SQL | undefined)[] => [
      stateCondition(pages, q.state as PublishState | undefined),
      q.category ? eq(pages.category, q.category as string) : undefined,
    ],
    uniqueFields: { pages_slug_idx: 'slug' },
    children: [{ name: 'sections', table: pageSections, parentKey: pageSections.pageId, position: pageSections.position, schema: pageSectionInput, max: SECTIONS_MAX }],
    optionLabel: pages.title,
    beforeCreate: (tx, input, req) => prepare(tx, input, req),
    beforeUpdate: (tx, before, input, req) => prepare(tx, input, req, before),
  }, { options: true });
}
