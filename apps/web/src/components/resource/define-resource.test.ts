import { describe, expect, it } from 'vitest';
import { categoriesContract, projectsContract, statusesContract } from '@harmony/shared';
import { defineResource } from './define-resource';
import type { ResourceContract } from './types';

const columns = [{ field: 'id' }, { field: 'name' }, { field: 'color' }, { field: 'created_at' }];

describe('defineResource with a shared contract', () => {
  it('reads the identity, label group, default sort and list route from the contract', () => {
    const resource = defineResource({ contract: categoriesContract, routes: { create: '/kategorie/dodaj' }, list: { columns } });
    expect(resource).toMatchObject({
      name: 'categories',
      path: categoriesContract.path,
      subject: 'Administracja__kategorie__projektow',
      routes: { list: '/kategorie', create: '/kategorie/dodaj' },
      routeNames: { list: 'categories', create: 'categoriesCreate' },
    });
    expect(resource.labelKey('name')).toBe('projects.fields.name');
    expect(resource.list.defaultSort).toEqual({ field: 'name', order: 'asc' });
  });

  it('makes a column sortable exactly when the contract names its field', () => {
    const resource = defineResource({ contract: statusesContract, routes: {}, list: { columns } });
    const sortable = resource.list.columns.filter((c) => c.sortable).map((c) => c.field);
    expect(sortable).toEqual(['id', 'name', 'created_at']);
    expect(resource.list.columns.find((c) => c.field === 'color')?.sortable).toBe(false);
  });

  it('accepts a further view of the collection under the segment', () => {
    const archived = defineResource({ contract: projectsContract, routes: { list: '/projekty/archiwalne' }, list: { columns } });
    expect(archived.routes.list).toBe('/projekty/archiwalne');
    expect(archived.path).toBe(projectsContract.path);
  });

  it('fails loudly on a list route away from the segment', () => {
    expect(() => defineResource({ contract: statusesContract, routes: { list: '/typy' }, list: { columns } })).toThrow(/segment \/administrator\/statusy/);
  });

  it('fails loudly on a segment the route table lacks', () => {
    const stray: ResourceContract = { ...statusesContract, segment: '/nie-ma-takiej' };
    expect(() => defineResource({ contract: stray, routes: {}, list: { columns } })).toThrow(/not in the route table/);
  });

  it('fails loudly on a column that writes its own sortable flag', () => {
    const written = [...columns, { field: 'position', sortable: true }] as typeof columns;
    expect(() => defineResource({ contract: statusesContract, routes: {}, list: { columns: written } })).toThrow(/column position says sortable/);
  });
});

describe('defineResource without a contract', () => {
  it('keeps the written identity and the default label group', () => {
    const resource = defineResource({
      name: 'statuses',
      path: '/api/elsewhere',
      subject: 'Administracja',
      routes: { list: '/administrator/statusy' },
      list: { columns: [{ field: 'name', sortable: true }] },
    });
    expect(resource.path).toBe('/api/elsewhere');
    expect(resource.labelKey('name')).toBe('resourceFields.name');
    expect(resource.list.columns[0]?.sortable).toBe(true);
  });
});
