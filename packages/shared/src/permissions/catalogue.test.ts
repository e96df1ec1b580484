import { describe, expect, it } from 'vitest';
import { can } from './can.js';
import { ADMIN_ROLES, defaultPermissionsOf, ROLE_NAMES, ROLES, SUBJECTS, VERBS, type RoleName } from './catalogue.js';

/** PRODUCT.md section 3, the seeded default for the verb `listowanie`, written out. */
// prettier-ignore
const LISTING_TABLE: Record<string, [superadmin: boolean, admin: boolean, lider: boolean, kontraktor: boolean]> = {
  //                                    SA     Adm    Lider  Kontr.
  Projekty__wszystkie:                 [true,  true,  true,  false],
  Projekty__wlasne:                    [true,  true,  true,  true ],
  Administracja__kategorie__projektow: [true,  true,  false, false],
  Raporty__wlasne:                     [true,  true,  true,  true ],
  Kalendarz__wlasne:                   [true,  true,  true,  true ],
  Czasy__wszystkie:                    [true,  true,  false, false],
  Czasy__kontraktorow:                 [true,  true,  true,  false],
  Czasy__wlasne:                       [true,  true,  true,  true ],
  Administracja__uzytkownicy:          [true,  true,  false, false],
  Administracja:                       [true,  true,  false, false],
  Timer:                               [true,  true,  true,  true ],
  Timer__lista__online:                [true,  true,  true,  false],
  // The shop (issue 25; PRODUCT.md section 3: its subjects go to the administrator groups by default).
  Sklep__produkty:                     [true,  true,  false, false],
  Sklep__zamowienia:                   [true,  true,  false, false],
  Sklep__klienci:                      [true,  true,  false, false],
  Sklep__platnosci:                    [true,  true,  false, false],
  // Website content (issue 26): to the administrator groups by default, as the shop's.
  Tresci__kontakty:                    [true,  true,  false, false],
  Tresci__realizacje:                  [true,  true,  false, false],
  Tresci__posty:                       [true,  true,  false, false],
  Tresci__strony:                      [true,  true,  false, false],
  Tresci__media:                       [true,  true,  false, false],
  Tresci__galerie:                     [true,  true,  false, false],
  Tresci__popupy:                      [true,  true,  false, false],
  // Forms and messages (issue 27): the administrator groups, as the content's.
  Formularze:                          [true,  true,  false, false],
  Wiadomosci:                          [true,  true,  false, false],
  // Messaging (issue 28): mail, newsletters, Web Push — the administrator groups.
  Mailing:                             [true,  true,  false, false],
  Newsletter:                          [true,  true,  false, false],
  Push:                                [true,  true,  false, false],
};
const COLUMNS: RoleName[] = ['Superadministrator', 'Administrator', 'Lider', 'Kontraktor'];

describe('permission catalogue', () => {
  it('has the four roles, the seed\'s twelve subjects, the shop\'s four and the content\'s', () => {
    expect(ROLE_NAMES).toEqual(['Superadministrator', 'Administrator', 'Lider', 'Kontraktor']);
    expect(ROLES).toEqual({ superadmin: 'Superadministrator', admin: 'Administrator', leader: 'Lider', contractor: 'Kontraktor' });
    expect(ADMIN_ROLES).toBe('Superadministrator|Administrator');
    expect([...SUBJECTS]).toEqual(Object.keys(LISTING_TABLE));
    expect([...VERBS]).toEqual(['listowanie', 'dodawanie', 'edycja', 'usuwanie']);
  });

  it.each(COLUMNS.map((role, column) => [role, column] as const))(
    'gives %s exactly the `listowanie` rights of PRODUCT.md\'s table',
    (role, column) => {
      const expected = Object.entries(LISTING_TABLE).filter(([, row]) => row[column]).map(([subject]) => subject).sort();
      const actual = defaultPermissionsOf(role).filter((p) => p.action === 'listowanie').map((p) => p.subject).sort();
      expect(actual).toEqual(expected);
      for (const [subject, row] of Object.entries(LISTING_TABLE)) {
        expect(can(defaultPermissionsOf(role), 'listowanie', subject), `${role} ${subject}`).toBe(row[column]);
      }
    },
  );

  it('grants only known verbs on known subjects, once each, and a write only where listing is granted', () => {
    for (const role of ROLE_NAMES) {
      const perms = defaultPermissionsOf(role);
      const keys = perms.map((p) => `${p.subject}/${p.action}`);
      expect(new Set(keys).size, role).toBe(keys.length);
      for (const p of perms) {
        expect(VERBS).toContain(p.action);
        expect(SUBJECTS).toContain(p.subject);
        expect(keys, `${role}: ${p.action} on ${p.subject} without listowanie`).toContain(`${p.subject}/listowanie`);
      }
    }
  });

  it('gives administrators every verb and contractors no deleting outside their own records', () => {
    expect(defaultPermissionsOf('Superadministrator')).toHaveLength(SUBJECTS.length * VERBS.length);
    expect(defaultPermissionsOf('Administrator')).toHaveLength(SUBJECTS.length * VERBS.length);
    const contractor = defaultPermissionsOf('Kontraktor');
    expect(contractor.filter((p) => p.action !== 'listowanie').map((p) => p.subject).every((s) => ['Czasy__wlasne', 'Kalendarz__wlasne', 'Timer'].includes(s))).toBe(true);
    expect(can(defaultPermissionsOf('Lider'), 'usuwanie', 'Projekty__wszystkie')).toBe(false);
  });
});
