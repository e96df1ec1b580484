import { describe, expect, it } from 'vitest';
import { changeListState, defaultListState, parseListState, toApiQuery, toExportQuery, toUrlParams, type ListConfig } from './list-state';

const config: ListConfig = { sortable: ['name', 'position'], filters: ['applies_to'], defaultSort: { field: 'position', order: 'asc' } };
const parse = (query: string) => parseListState(new URLSearchParams(query), config);

describe('list state in the URL', () => {
  it('reads every part of the list from the query', () => {
    expect(parse('page=3&per_page=50&sort=name&order=desc&search=%20abc%20&applies_to=orders&other=x')).toEqual({
      page: 3, perPage: 50, sort: 'name', order: 'desc', search: 'abc', filters: { applies_to: 'orders' },
    });
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(parse('')).toEqual(defaultListState(config));
    expect(parse('page=0&per_page=30&sort=password_hash&order=sideways&applies_to=')).toEqual({
      page: 1, perPage: 25, sort: 'position', order: 'asc', search: '', filters: {},
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and keeps foreign parameters', () => {
    const state = { ...defaultListState(config), page: 2, search: 'abc', filters: { applies_to: 'events' } };
    expect(toUrlParams(state, config, new URLSearchParams('tab=notes&page=9')).toString()).toBe('tab=notes&page=2&search=abc&applies_to=events');
    expect(toUrlParams(defaultListState(config), config).toString()).toBe('');
    expect(toUrlParams({ ...defaultListState(config), order: 'desc' }, config).toString()).toBe('sort=position&order=desc');
  });

  it('round-trips: URL → state → URL → state', () => {
    const query = 'page=4&per_page=10&sort=name&order=desc&search=kot&applies_to=projects';
    const state = parse(query);
    expect(parseListState(toUrlParams(state, config), config)).toEqual(state);
  });

  it('maps the state onto the API query and the CSV export (same filters, no paging)', () => {
    const state = parse('page=2&per_page=50&sort=name&order=desc&search=kot&applies_to=projects');
    expect(toApiQuery(state).toString()).toBe('page=2&per_page=50&sort=name&order=desc&search=kot&applies_to=projects');
    expect(toExportQuery(state).toString()).toBe('sort=name&order=desc&search=kot&applies_to=projects');
    // The default sort is sent too: the grid shows it, so the API must apply it.
    expect(toApiQuery(parse('')).toString()).toBe('page=1&per_page=25&sort=position&order=asc');
  });

  it('starts again at page 1 when what is listed changes, not when only the page does', () => {
    const state = parse('page=5');
    expect(changeListState(state, { search: 'x' }).page).toBe(1);
    expect(changeListState(state, { filters: { applies_to: 'orders' } }).page).toBe(1);
    expect(changeListState(state, { perPage: 100 }).page).toBe(1);
    expect(changeListState(state, { sort: 'name', order: 'desc' }).page).toBe(1);
    expect(changeListState(state, { page: 6 }).page).toBe(6);
  });

  it('applies the default of a filter while the URL names none, and keeps it cleared once cleared', () => {
    const dated: ListConfig = { sortable: [], filters: ['from', 'to'], filterDefaults: { from: '2026-03-01', to: '2026-03-31' } };
    const read = (query: string) => parseListState(new URLSearchParams(query), dated);
    expect(read('').filters).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(read('from=2026-01-01').filters).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(read('from=').filters).toEqual({ to: '2026-03-31' });
    // Back into the URL: the default is what no parameter means; a cleared filter is written empty.
    expect(toUrlParams(read(''), dated).toString()).toBe('');
    expect(toUrlParams({ ...read(''), filters: { to: '2026-03-31' } }, dated).toString()).toBe('from=');
    expect(toUrlParams({ ...read(''), filters: { from: '2026-02-01', to: '2026-03-31' } }, dated).toString()).toBe('from=2026-02-01');
  });

  it('adds the fixed query of a declaration to the list and its exports', () => {
    const state = parse('applies_to=orders');
    expect(toApiQuery(state, { archived: 'true' }).toString()).toBe('page=1&per_page=25&sort=position&order=asc&applies_to=orders&archived=true');
    expect(toExportQuery(state, { archived: 'true' }).toString()).toBe('sort=position&order=asc&applies_to=orders&archived=true');
  });
});
