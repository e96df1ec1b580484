/**
 * The permission catalogue, declared once (PRODUCT.md section 3). A permission is a verb on a subject.
 * The seed's menu and top-bar checks use the verb `listowanie`; the other verbs gate writes.
 */
export const ROLES = {
  superadmin: 'Superadministrator',
  admin: 'Administrator',
  leader: 'Lider',
  contractor: 'Kontraktor',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_NAMES: RoleName[] = Object.values(ROLES);
export const ADMIN_ROLES = `${ROLES.superadmin}|${ROLES.admin}`;

export const VERBS = ['listowanie', 'dodawanie', 'edycja', 'usuwanie'] as const;
export type Verb = (typeof VERBS)[number];

export const SUBJECTS = [
  'Projekty__wszystkie',
  'Projekty__wlasne',
  'Administracja__kategorie__projektow',
  'Raporty__wlasne',
  'Kalendarz__wlasne',
  'Czasy__wszystkie',
  'Czasy__kontraktorow',
  'Czasy__wlasne',
  'Administracja__uzytkownicy',
  'Administracja',
  'Timer',
  'Timer__lista__online',
  // The shop (issue 25): granted to the administrator groups; a group can run the shop without Administracja.
  'Sklep__produkty',
  'Sklep__zamowienia',
  'Sklep__klienci',
  'Sklep__platnosci',
  'Tresci__kontakty',
  'Tresci__realizacje',
  'Tresci__posty',
  'Tresci__strony',
  // The media library (/administrator/pliki): every image a record shows comes from it.
  'Tresci__media',
  // Galleries and sliders share one.
  'Tresci__galerie',
  'Tresci__popupy',
  // Forms and the messages that come through them (issue 27).
  'Formularze',
  'Wiadomosci',
  // Messaging (issue 28): mail, newsletters and Web Push, each its own so a team may run one without the others.
  'Mailing',
  'Newsletter',
  'Push',
] as const;
/** The shop's subjects: the built-in administrator groups get them on every installation (migration 0016). */
export const SHOP_SUBJECTS = ['Sklep__produkty', 'Sklep__zamowienia', 'Sklep__klienci', 'Sklep__platnosci'] as const satisfies readonly Subject[];
export type Subject = (typeof SUBJECTS)[number];

export interface Permission {
  action: Verb;
  subject: Subject;
}

const ALL: readonly Verb[] = VERBS;
const LIST: readonly Verb[] = ['listowanie'];
const WRITE_NO_DELETE: readonly Verb[] = ['listowanie', 'dodawanie', 'edycja'];

/** The seeded default: which verbs each role has on each subject. Administrators can change it later. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, Partial<Record<Subject, readonly Verb[]>>> = {
  Superadministrator: Object.fromEntries(SUBJECTS.map((s) => [s, ALL])),
  Administrator: Object.fromEntries(SUBJECTS.map((s) => [s, ALL])),
  Lider: {
    Projekty__wszystkie: WRITE_NO_DELETE,
    Projekty__wlasne: WRITE_NO_DELETE,
    Raporty__wlasne: LIST,
    Kalendarz__wlasne: ALL,
    Czasy__kontraktorow: ALL,
    Czasy__wlasne: ALL,
    Timer: ALL,
    Timer__lista__online: LIST,
  },
  Kontraktor: {
    Projekty__wlasne: LIST,
    Raporty__wlasne: LIST,
    Kalendarz__wlasne: ALL,
    Czasy__wlasne: ALL,
    Timer: ALL,
  },
};

export function defaultPermissionsOf(role: RoleName): Permission[] {
  const map = DEFAULT_ROLE_PERMISSIONS[role];
  return Object.entries(map).flatMap(([subject, verbs]) =>
    (verbs ?? []).map((action) => ({ action, subject: subject as Subject })),
  );
}
