import { describe, expect, it } from 'vitest';
import { defaultPermissionsOf } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { demoUser } from '../../test/fake-api';
import { formScreenActions } from './form-actions';

const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
const row = { id: 3, uuid: UUID };

describe('the forms list’s ways to a form’s screens', () => {
  it('lead to the answers, the assigned fields and the embed code by the form’s UUID', () => {
    const went: string[] = [];
    const ctx = { user: demoUser('Administrator'), t: i18n.t, navigate: (path: string) => void went.push(path) };
    for (const action of formScreenActions) {
      expect(action.shown!(row, ctx), action.key).toBe(true);
      void action.run(row, ctx);
    }
    expect(went).toEqual([`/formularze/${UUID}/odpowiedzi`, `/formularze/${UUID}/przypisane-pola`, `/formularze/${UUID}/wygenerowane`]);
    expect(formScreenActions.map((a) => a.testId!(row))).toEqual(['form-answers-3', 'form-fields-3', 'form-embed-3']);
  });

  it('show only what the router would open: the assigned fields need edycja on the forms', () => {
    const reader = { ...demoUser('Administrator'), permissions: defaultPermissionsOf('Administrator').filter((p) => p.subject !== 'Formularze' || p.action === 'listowanie') };
    const ctx = { user: reader, t: i18n.t, navigate: () => {} };
    expect(formScreenActions.filter((a) => a.shown!(row, ctx)).map((a) => a.key)).toEqual(['answers', 'embed']);
  });
});
