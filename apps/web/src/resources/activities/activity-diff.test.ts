import { describe, expect, it } from 'vitest';
import { actionKey, diffEntries } from './activity-diff';

describe('activity before/after', () => {
  it('lists every field of either side and marks the changed ones', () => {
    expect(diffEntries({ name: 'A', color: '#000000', tags: [1] }, { name: 'B', color: '#000000', tags: [1], position: 2 })).toEqual([
      { field: 'name', before: 'A', after: 'B', changed: true },
      { field: 'color', before: '#000000', after: '#000000', changed: false },
      { field: 'tags', before: [1], after: [1], changed: false },
      { field: 'position', before: undefined, after: 2, changed: true },
    ]);
  });

  it('handles a create (no before), a delete (no after) and nothing at all', () => {
    expect(diffEntries(null, { name: 'A' })).toEqual([{ field: 'name', before: undefined, after: 'A', changed: true }]);
    expect(diffEntries({ name: 'A' }, null)).toEqual([{ field: 'name', before: 'A', after: undefined, changed: true }]);
    expect(diffEntries(null, null)).toEqual([]);
    expect(diffEntries('x', 'y')).toEqual([{ field: '', before: 'x', after: 'y', changed: true }]);
  });

  it('names actions by i18n keys without dots', () => {
    expect(actionKey('auth.login')).toBe('activityLog.actions.auth_login');
    expect(actionKey('create')).toBe('activityLog.actions.create');
  });
});

describe('activity before/after of a list', () => {
  it('compares items by their key (or id), so a reordered list shows what moved', () => {
    const rows = diffEntries(
      [{ key: 'a', enabled: true }, { key: 'b', enabled: true }],
      [{ key: 'a', enabled: true }, { key: 'b', enabled: false }],
    );
    expect(rows.map((r) => [r.field, r.changed])).toEqual([['a', false], ['b', true]]);
  });
});
