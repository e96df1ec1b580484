import { describe, expect, it } from 'vitest';
import { answersExportUrl } from './export-url';

const ALL = ['id', 'created_at', 'is_spam', 'name', 'email', 'message'];
const filter = () => new URLSearchParams({ sort: 'created_at', order: 'desc', spam: 'false', from: '2026-03-01', search: 'Kowal ski', form: 'f-1' });
const parsed = (url: string) => {
  const [path, query] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

describe('the answers export URL', () => {
  it('carries the list’s filter, sort, search and form to the chosen format', () => {
    const csv = parsed(answersExportUrl('csv', filter(), ALL, new Set(ALL)));
    expect(csv.path).toBe('/api/form-answers/export.csv');
    expect(csv.query).toEqual({ sort: 'created_at', order: 'desc', spam: 'false', from: '2026-03-01', search: 'Kowal ski', form: 'f-1' });
    expect(parsed(answersExportUrl('xlsx', filter(), ALL, new Set(ALL))).path).toBe('/api/form-answers/export.xlsx');
  });

  it('names the chosen columns in the columns call’s order, whatever order they were ticked in', () => {
    const url = answersExportUrl('csv', filter(), ALL, new Set(['message', 'created_at', 'email']));
    expect(parsed(url).query.columns).toBe('created_at,email,message');
    expect(url).toContain('columns=created_at%2Cemail%2Cmessage');
  });

  it('leaves `columns` out when every column is chosen (the API’s default), and ignores one the filter carried', () => {
    const withStale = filter();
    withStale.set('columns', 'id');
    expect(parsed(answersExportUrl('csv', withStale, ALL, new Set(ALL))).query).not.toHaveProperty('columns');
    expect(parsed(answersExportUrl('csv', withStale, ALL, new Set(['name']))).query.columns).toBe('name');
  });

  it('never changes the filter it was given', () => {
    const given = filter();
    answersExportUrl('csv', given, ALL, new Set(['id']));
    expect(given.has('columns')).toBe(false);
  });
});
