import { describe, expect, it } from 'vitest';
import { buildAllocationPayload, cellErrors, checkPayload, rowsOf, type GridRow } from './allocation-model';

const months = ['2026-03', '2026-04', '2026-05'];
const rows: GridRow[] = [
  { user: { id: 7, name: 'Anna Nowak' }, planned: { '2026-03': '40', '2026-04': '12,5', '2026-05': '' }, worked: { '2026-03': 38 } },
  // Someone who only worked: a zero is no plan at all.
  { user: { id: 9, name: 'Jan Kowalski' }, planned: { '2026-04': '0' }, worked: { '2026-04': 3 } },
  { user: { id: 11, name: 'Ewa Lis' }, planned: { '2026-05': ' 8 ', '2026-06': '5' }, worked: {} },
];

describe('allocation grid → PUT payload', () => {
  it('sends every filled, non-zero cell of the range (decimal commas read), with the cell each row came from', () => {
    const { body, cells } = buildAllocationPayload('2026-03', '2026-05', rows, months);
    expect(body).toEqual({
      from: '2026-03',
      to: '2026-05',
      allocations: [
        { user_id: 7, month: '2026-03', planned_hours: 40 },
        { user_id: 7, month: '2026-04', planned_hours: 12.5 },
        { user_id: 11, month: '2026-05', planned_hours: 8 },
      ],
    });
    expect(cells).toEqual([
      { userId: 7, month: '2026-03' },
      { userId: 7, month: '2026-04' },
      { userId: 11, month: '2026-05' },
    ]);
    expect(checkPayload(body)).toBeNull();
  });

  it('an emptied grid sends an empty plan (the API then removes the range)', () => {
    const { body } = buildAllocationPayload('2026-03', '2026-05', [{ user: { id: 7, name: 'A' }, planned: {}, worked: {} }], months);
    expect(body.allocations).toEqual([]);
  });

  it('puts errors of allocations.N back on the cell of row N, checked by the shared schema before sending', () => {
    const typed: GridRow[] = [{ user: { id: 7, name: 'A' }, planned: { '2026-03': '10', '2026-04': '800' }, worked: {} }];
    const { body, cells } = buildAllocationPayload('2026-03', '2026-05', typed, months);
    const local = checkPayload(body)!;
    expect(Object.keys(local)).toEqual(['allocations.1.planned_hours']);
    expect(cellErrors(local, cells)).toEqual({ cells: { '7/2026-04': 'between:0,744' }, general: [] });
    // The server's sentences land the same way; what names no cell is said above the grid.
    expect(cellErrors({ 'allocations.0.user_id': ['Wybrana wartość jest nieprawidłowa'], to: ['Zakres za długi'] }, cells)).toEqual({
      cells: { '7/2026-03': 'Wybrana wartość jest nieprawidłowa' },
      general: ['Zakres za długi'],
    });
  });

  it('reads the API answer into rows', () => {
    expect(rowsOf({ from: '2026-03', to: '2026-05', data: [{ user: { id: 7, name: 'A' }, months: { '2026-03': 12.5 }, worked: { '2026-04': 2 } }] })).toEqual([
      { user: { id: 7, name: 'A' }, planned: { '2026-03': '12.5' }, worked: { '2026-04': 2 } },
    ]);
  });
});
