import { describe, expect, it } from 'vitest';
import { removedRows, withoutRows, withRowRestored } from './list-cache';

const page = { data: [1, 2, 3].map((id) => ({ id, name: `n${id}` })), meta: { total: 30, page: 1, per_page: 3, last_page: 10 } };

describe('local list after delete and undo', () => {
  it('removes rows and counts them off the total', () => {
    expect(withoutRows(page, [2])).toEqual({ data: [{ id: 1, name: 'n1' }, { id: 3, name: 'n3' }], meta: { ...page.meta, total: 29 } });
    expect(withoutRows(page, [9]).meta.total).toBe(30);
  });

  it('remembers where removed rows were and puts a restored one back there', () => {
    const removed = removedRows(page, [2]);
    expect(removed).toEqual([{ row: { id: 2, name: 'n2' }, index: 1 }]);
    const back = withRowRestored(withoutRows(page, [2]), { row: { id: 2, name: 'n2 (restored)' }, index: 1 });
    expect(back.data.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(back.data[1]!.name).toBe('n2 (restored)');
    expect(back.meta.total).toBe(30);
  });

  it('does not duplicate a row a refetch has already brought back', () => {
    const back = withRowRestored(page, { row: { id: 2, name: 'fresh' }, index: 0 });
    expect(back.data.map((r) => r.name)).toEqual(['n1', 'fresh', 'n3']);
    expect(back.meta.total).toBe(30);
  });
});
