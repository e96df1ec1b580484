import { asc, eq, inArray } from 'drizzle-orm';
import type { AttributeKind, ProductAttributeValueWire } from '@harmony/shared';
import type { DbOrTx } from '../../db/client.js';
import { attributes, attributeTypes, attributeValues, files, productTypeAttributes } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/html/sanitize.js';
import type { ProductCheck } from './check.js';

/** An attribute of a product type with what checking a value of it needs: its kind, settings and choices. */
export interface TypeAttribute {
  id: number;
  namePl: string;
  nameEn: string;
  kind: AttributeKind;
  options: Record<string, unknown>;
  required: boolean;
  choices: Map<number, { valuePl: string; valueEn: string }>;
}

/** The attributes of a product type, in the type's order, with their choices. */
export async function typeAttributes(db: DbOrTx, typeId: number | null): Promise<TypeAttribute[]> {
  if (typeId === null) return [];
  const rows = await db.select({
    id: attributes.id, namePl: attributes.namePl, nameEn: attributes.nameEn, kind: attributeTypes.kind, options: attributeTypes.options,
    required: attributes.required,
  }).from(productTypeAttributes)
    .innerJoin(attributes, eq(attributes.id, productTypeAttributes.attributeId))
    .innerJoin(attributeTypes, eq(attributeTypes.id, attributes.attributeTypeId))
    .where(eq(productTypeAttributes.productTypeId, typeId))
    .orderBy(asc(productTypeAttributes.position), asc(attributes.id));
  const choices = rows.length
    ? await db.select().from(attributeValues).where(inArray(attributeValues.attributeId, rows.map((r) => r.id))).orderBy(asc(attributeValues.position))
    : [];
  return rows.map((r) => ({
    ...r,
    kind: r.kind as AttributeKind,
    options: (r.options ?? {}) as Record<string, unknown>,
    choices: new Map(choices.filter((c) => c.attributeId === r.id).map((c) => [c.id, { valuePl: c.valuePl, valueEn: c.valueEn }])),
  }));
}

/** A stored attribute value in its whole wire shape. */
export type StoredValue = { attribute_id: number; value: string | null; value_ids: number[]; file_id: number | null };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDate = (s: string) => {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const isEmpty = (v: StoredValue) => (v.value === null || v.value.trim() === '') && v.value_ids.length === 0 && v.file_id === null;
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The product's attribute values checked against its type's attributes, each by its kind, and put in their
 * stored form (a number canonical, rich text sanitised). Errors go on `attribute_values.N.<field>`; a required
 * attribute left out is an error on `attribute_values` naming it. Empty values of optional attributes are dropped.
 */
export async function checkAttributeValues(
  db: DbOrTx, check: ProductCheck, sent: ProductAttributeValueWire[], attrs: TypeAttribute[],
): Promise<StoredValue[]> {
  const byId = new Map(attrs.map((a) => [a.id, a]));
  const seen = new Set<number>();
  const out: StoredValue[] = [];
  const fileIds = sent.map((v) => v.file_id).filter((id): id is number => typeof id === 'number');
  const fileRows = fileIds.length ? await db.select({ id: files.id, name: files.originalName }).from(files).where(inArray(files.id, fileIds)) : [];
  const fileNames = new Map(fileRows.map((f) => [f.id, f.name]));

  sent.forEach((raw, i) => {
    const at = (field: string) => `attribute_values.${i}.${field}`;
    const attr = byId.get(raw.attribute_id);
    if (!attr || seen.has(raw.attribute_id)) return check.rule(at('attribute_id'), 'in');
    seen.add(attr.id);
    const value: StoredValue = { attribute_id: attr.id, value: raw.value ?? null, value_ids: [], file_id: null };
    const text = value.value?.trim() ?? '';
    switch (attr.kind) {
      case 'text': {
        const max = num(attr.options.max_length) ?? 1000;
        if (text.length > max) return check.rule(at('value'), `max:${max}`);
        value.value = text;
        break;
      }
      case 'richText':
        value.value = sanitizeRichText(value.value ?? '');
        break;
      case 'number': {
        if (text === '') { value.value = null; break; }
        const canonical = numberOf(text, attr.options);
        if (typeof canonical !== 'string') return check.rule(at('value'), canonical.rule);
        value.value = canonical;
        break;
      }
      case 'boolean':
        if (text !== '' && text !== 'true' && text !== 'false') return check.rule(at('value'), 'boolean');
        value.value = text || null;
        break;
      case 'date':
        if (text !== '' && !isDate(text)) return check.rule(at('value'), 'date');
        value.value = text || null;
        break;
      case 'select':
      case 'color':
      case 'multiselect': {
        const ids = [...new Set(raw.value_ids ?? [])];
        if (ids.some((id) => !attr.choices.has(id)) || (attr.kind !== 'multiselect' && ids.length > 1)) return check.rule(at('value_ids'), 'in');
        value.value = null;
        value.value_ids = ids;
        break;
      }
      case 'file': {
        value.value = null;
        if (raw.file_id == null) break;
        const name = fileNames.get(raw.file_id);
        if (name === undefined) return check.rule(at('file_id'), 'in');
        const mimes = Array.isArray(attr.options.mimes) ? (attr.options.mimes as string[]).map((m) => m.toLowerCase()) : [];
        if (mimes.length && !mimes.includes(extensionOf(name))) return check.rule(at('file_id'), `mimes:${mimes.join('/')}`);
        value.file_id = raw.file_id;
        break;
      }
    }
    if (!isEmpty(value)) out.push(value);
  });

  const missing = attrs.filter((a) => a.required && !out.some((v) => v.attribute_id === a.id));
  for (const a of missing) check.message('attribute_values', 'products.attributeRequired', { name: check.locale === 'en' ? a.nameEn || a.namePl : a.namePl });
  return out;
}

/** A number as typed ("12,5" too) in its canonical text, checked against the kind's decimals, min and max. */
function numberOf(text: string, options: Record<string, unknown>): string | { rule: string } {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return { rule: 'numeric' };
  const decimals = num(options.decimals) ?? 0;
  const fraction = normalised.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return { rule: decimals === 0 ? 'integer' : 'invalid' };
  const n = Number(normalised);
  const min = num(options.min);
  const max = num(options.max);
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) return { rule: `between:${min ?? '−∞'},${max ?? '∞'}` };
  return String(n);
}
