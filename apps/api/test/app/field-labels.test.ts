import { beforeAll, describe, expect, it } from 'vitest';
import { withApp } from '../helpers/index.js';
import { insertProject } from '../helpers/projects.js';
import { activitiesContract, eventsContract, projectsContract, timeEntriesContract } from '@harmony/shared';

/**
 * Issue #23/9: a bad date named its field by the raw key ("The from is not a valid date", "Pole od …").
 * Every range filter of the API names it properly, in Polish and in English.
 */
const t = withApp();
const admin = t.client('Administrator');
const adminEn = t.client('Administrator', { headers: { 'x-locale': 'en' } });
let projectId = 0;

beforeAll(async () => {
  projectId = await insertProject(t.database);
});

interface Case { path: string; query: Record<string, string>; pl: (string | undefined)[]; en: (string | undefined)[] }
const cases = (): Case[] => [
  { path: timeEntriesContract.path, query: { from: 'wczoraj', to: '2026-02-30' }, pl: ['data początkowa', 'data końcowa'], en: ['start date', 'end date'] },
  // The calendar checks one end at a time.
  { path: eventsContract.path, query: { from: 'wczoraj' }, pl: ['data początkowa'], en: ['start date'] },
  { path: eventsContract.path, query: { from: '2026-02-01', to: '2026-02-30' }, pl: [undefined, 'data końcowa'], en: [undefined, 'end date'] },
  { path: activitiesContract.path, query: { from: 'wczoraj', to: '2026-02-30' }, pl: ['data początkowa', 'data końcowa'], en: ['start date', 'end date'] },
  { path: '/api/reports/projects', query: { from: 'wczoraj', to: '2026-02-30' }, pl: ['początek okresu', 'koniec okresu'], en: ['start of the period', 'end of the period'] },
  { path: '/api/reports/users', query: { from: '2031-13', to: '2031-00' }, pl: ['początek okresu', 'koniec okresu'], en: ['start of the period', 'end of the period'] },
  { path: `${projectsContract.itemPath(projectId)}/allocations`, query: { from: '2031-13', to: '2031-00' }, pl: ['pierwszy miesiąc', 'ostatni miesiąc'], en: ['first month', 'last month'] },
];

describe('a bad date range', () => {
  it('names the start and the end of the range in Polish', async () => {
    for (const c of cases()) {
      const res = await admin.get(c.path, { query: c.query });
      expect(res.statusCode, c.path).toBe(422);
      const { errors } = res.json();
      if (c.pl[0]) expect(errors.from?.[0], c.path).toBe(`Pole ${c.pl[0]} nie jest prawidłową datą`);
      if (c.pl[1]) expect(errors.to?.[0], c.path).toBe(`Pole ${c.pl[1]} nie jest prawidłową datą`);
    }
  });

  it('names them in English, never by the query key', async () => {
    for (const c of cases()) {
      const res = await adminEn.get(c.path, { query: c.query });
      expect(res.statusCode, c.path).toBe(422);
      const { errors } = res.json();
      if (c.en[0]) expect(errors.from?.[0], c.path).toBe(`The ${c.en[0]} is not a valid date`);
      if (c.en[1]) expect(errors.to?.[0], c.path).toBe(`The ${c.en[1]} is not a valid date`);
      expect(res.json().message, c.path).not.toMatch(/The (from|to) /);
    }
  });
});
