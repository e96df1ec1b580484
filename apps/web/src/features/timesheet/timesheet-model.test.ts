import { describe, expect, it } from 'vitest';
import { weekDays, type Timesheet } from '@harmony/shared';
import { cellErrors, changesOf, parseCell, rowsOf, textOf, totalsOf, withCell, withRow } from './timesheet-model';

const days = weekDays('2030-01-14');
const sheet: Timesheet = {
  week: '2030-01-14',
  days,
  user: { id: 4, name: 'Konrad Kontraktor' },
  rows: [
    { project: { id: 1, name: 'Alpha' }, category: null, days: { '2030-01-14': 90, '2030-01-15': 30 } },
    { project: { id: 1, name: 'Alpha' }, category: { id: 3, name: 'Rozwój', color: '#123456' }, days: { '2030-01-16': 60 } },
  ],
  totals: { days: {}, week: 180 },
  locked_days: [],
};

describe('parseCell', () => {
  it.each([
    ['', 0], ['  ', 0], ['0', 0], ['0:00', 0], ['0,0', 0], ['1:30', 90], ['1,5', 90], ['1.5', 90], ['1,25', 75], ['2', 120],
    ['2h', 120], ['90m', 90], [' 7:45 ', 465], ['24:00', 1440], ['24', 1440],
  ])('%j → %s minutes', (text, minutes) => {
    expect(parseCell(text)).toBe(minutes);
  });

  it.each(['24:30', '25', 'abc', '-1', '1:75', '1,5,5', '1:3'])('%j is no time', (text) => {
    expect(parseCell(text)).toBeNull();
  });
});

describe('the grid', () => {
  const rows = rowsOf(sheet);

  it('reads the API\'s week as rows keyed by project and kind of work, showing saved time as H:MM', () => {
    expect(rows.map((r) => r.key)).toEqual(['1-0', '1-3']);
    expect(textOf(rows[0]!, '2030-01-14')).toBe('1:30');
    expect(textOf(rows[0]!, '2030-01-16')).toBe('');
  });

  it('adds a row once per project and kind of work', () => {
    const more = withRow(rows, { id: 2, name: 'Beta' }, null);
    expect(more.map((r) => r.key)).toEqual(['1-0', '1-3', '2-0']);
    expect(withRow(more, { id: 1, name: 'Alpha' }, { id: 3, name: 'Rozwój' })).toBe(more);
  });

  it('totals rows, days and the week from what is typed, counting an unreadable cell as what is saved', () => {
    let edited = withCell(rows, '1-0', '2030-01-14', '2,5');
    edited = withCell(edited, '1-0', '2030-01-15', 'abc');
    edited = withCell(edited, '1-3', '2030-01-17', '45m');
    const totals = totalsOf(edited, days);
    expect(totals.rows).toEqual({ '1-0': 180, '1-3': 105 });
    expect(totals.days).toMatchObject({ '2030-01-14': 150, '2030-01-15': 30, '2030-01-16': 60, '2030-01-17': 45, '2030-01-20': 0 });
    expect(totals.week).toBe(285);
  });

  it('sends only changed cells (a cleared one as 0), leaves read-only days out and lists what cannot be read', () => {
    let edited = withCell(rows, '1-0', '2030-01-14', '1:30'); // typed, but the same as saved
    edited = withCell(edited, '1-0', '2030-01-15', ''); // cleared
    edited = withCell(edited, '1-3', '2030-01-17', '1,5');
    edited = withCell(edited, '1-3', '2030-01-18', 'x');
    edited = withCell(edited, '1-3', '2030-01-19', '3'); // a locked day
    const changes = changesOf(edited, days, new Set(['2030-01-19']));
    expect(changes.cells).toEqual([
      { project_id: 1, category_id: null, day: '2030-01-15', minutes: 0 },
      { project_id: 1, category_id: 3, day: '2030-01-17', minutes: 90 },
    ]);
    expect(changes.refs).toEqual([{ row: '1-0', day: '2030-01-15' }, { row: '1-3', day: '2030-01-17' }]);
    expect(changes.invalid).toEqual(['1-3/2030-01-18']);
    expect(changesOf(rows, days).cells).toEqual([]);
  });

  it('puts the API\'s cells.N.<field> errors on the cell sent as cells[N], the rest apart', () => {
    const refs = [{ row: '1-0', day: '2030-01-15' }, { row: '1-3', day: '2030-01-17' }];
    expect(cellErrors({ 'cells.1.minutes': ['Brak miejsca'], 'cells.0.day': ['Zablokowany'], week: ['Zły tydzień'], 'cells.7.day': ['?'] }, refs)).toEqual({
      cells: { '1-3/2030-01-17': 'Brak miejsca', '1-0/2030-01-15': 'Zablokowany' },
      general: ['Zły tydzień', '?'],
    });
  });
});
