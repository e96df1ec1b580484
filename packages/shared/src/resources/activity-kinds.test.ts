import { describe, expect, it } from 'vitest';
import { en, pl, translate } from '../i18n/index.js';
import { ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS, activityActionKey } from './activity-kinds.js';

/** Issue #23/7: the activity log showed "events" and "allocate"; every kind it can hold has a name in both languages. */
describe('activity log kinds', () => {
  it('name every record kind and action the API writes, in Polish and English', () => {
    const missing: string[] = [];
    for (const locale of ['pl', 'en'] as const) {
      for (const subject of ACTIVITY_SUBJECTS) {
        const key = `activityLog.subjects.${subject}`;
        if (translate(locale, key) === key) missing.push(`${locale}: ${key}`);
      }
      for (const action of ACTIVITY_ACTIONS) {
        const key = `activityLog.actions.${activityActionKey(action)}`;
        if (translate(locale, key) === key) missing.push(`${locale}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(translate('pl', 'activityLog.subjects.events')).toBe('Wydarzenia w kalendarzu');
    expect(translate('en', 'activityLog.actions.allocate')).toBe('Allocation changed');
  });

  it('hold no names for kinds the API never writes (the filters offer exactly the lists)', () => {
    const labelled = (catalogue: typeof pl | typeof en) => ({
      subjects: Object.keys(catalogue.activityLog.subjects).sort(),
      actions: Object.keys(catalogue.activityLog.actions).sort(),
    });
    const expected = { subjects: [...ACTIVITY_SUBJECTS].sort(), actions: ACTIVITY_ACTIONS.map(activityActionKey).sort() };
    expect(labelled(pl)).toEqual(expected);
    expect(labelled(en)).toEqual(expected);
  });

  it('turn dotted actions into i18n keys', () => {
    expect(activityActionKey('impersonation.start')).toBe('impersonation_start');
    expect(activityActionKey('create')).toBe('create');
  });
});
