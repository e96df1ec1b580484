import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoriesContract, categoryTypesContract, defineContract, projectsContract, rolesContract, statusesContract, typesContract } from '../index.js';
import { translate } from '../i18n/index.js';
import { ROUTES } from '../routes.js';

const CONTRACTS = [statusesContract, typesContract, categoriesContract, categoryTypesContract, rolesContract, projectsContract];

describe('defineContract', () => {
  const contract = defineContract({
    name: 'widgets',
    path: '/api/widgets',
    segment: '/widzety',
    subject: ['Administracja', 'Timer'],
    input: z.object({ name: z.string() }),
    read: z.object({ id: z.number(), name: z.string() }),
    list: { sort: ['id', 'name'], defaultSort: 'name', filters: { kind: z.enum(['a', 'b']).optional() }, search: ['name'] },
    labels: 'widgets.fields',
  });

  it('builds the list query from the declaration: sort whitelist, default sort, filters', () => {
    expect(contract.listQuery.parse({})).toMatchObject({ page: 1, sort: 'name', order: 'asc' });
    expect(contract.listQuery.parse({ kind: 'a', sort: 'id' })).toMatchObject({ kind: 'a', sort: 'id' });
    expect(contract.listQuery.safeParse({ sort: 'secret' }).success).toBe(false);
    expect(contract.listQuery.safeParse({ kind: 'c' }).success).toBe(false);
    expect(contract.sortable).toEqual(['id', 'name']);
  });

  it('derives the paths, the permission and the label keys', () => {
    expect(contract.itemRoute).toBe('/api/widgets/:id');
    expect(contract.itemPath(7)).toBe('/api/widgets/7');
    expect(contract.permission).toBe('Administracja|Timer');
    expect(contract.labelKey('name')).toBe('widgets.fields.name');
    expect(contract.update).toBe(contract.input);
  });

  it('refuses a subject the permission catalogue does not have (at compile time)', () => {
    const bad = () => defineContract({
      name: 'bad',
      path: '/api/bad',
      segment: '/zle',
      // @ts-expect-error — not a subject of the catalogue
      subject: 'Magazyn__nieistniejacy',
      input: z.object({}),
      read: z.object({}),
      list: { sort: ['id'], defaultSort: 'id' },
      labels: 'fields',
    });
    expect(bad).not.toThrow();
  });
});

describe('the resource contracts', () => {
  it.each(CONTRACTS.map((c) => [c.name, c] as const))('%s: a list screen in the route table and labels for its fields in both languages', (_name, c) => {
    expect(ROUTES.some((r) => r.path === c.segment)).toBe(true);
    const fields = Object.keys((c.input as unknown as z.ZodObject).shape);
    for (const locale of ['pl', 'en'] as const) {
      for (const field of fields) expect(translate(locale, c.labelKey(field)), `${locale} ${c.labelKey(field)}`).not.toBe(c.labelKey(field));
    }
  });

  it('paths are unique', () => {
    expect(new Set(CONTRACTS.map((c) => c.path)).size).toBe(CONTRACTS.length);
  });
});
