import type { Catalogue } from './types.js';

/** Texts of the self-service account screen (/uzytkownik/profil): one's own name, e-mail and password. */
const pl = {
  profilePage: {
    // The user menu's entries: it opens after the modules' texts are in, so they need not weigh on /login.
    menuProfile: 'Mój profil',
    menuPassword: 'Zmień hasło',
    intro: 'Twoje imię, nazwisko, e-mail (login) i hasło. Grupy i uprawnienia nadaje administrator.',
    groups: 'Twoje grupy: {{groups}}',
    detailsTitle: 'Dane konta',
    save: 'Zapisz zmiany',
    passwordTitle: 'Zmiana hasła',
    passwordIntro: 'Podaj obecne hasło, a potem dwa razy nowe (co najmniej {{min}} znaków). Po zmianie wylogujemy Cię na pozostałych urządzeniach; ta sesja pozostanie aktywna.',
    passwordSubmit: 'Zmień hasło',
    newPassword: 'nowe hasło',
    newPasswordConfirmation: 'powtórz nowe hasło',
  },
};

const en: Catalogue<typeof pl> = {
  profilePage: {
    menuProfile: 'My profile',
    menuPassword: 'Change password',
    intro: 'Your name, e-mail (your login) and password. Groups and permissions are given by an administrator.',
    groups: 'Your groups: {{groups}}',
    detailsTitle: 'Account details',
    save: 'Save changes',
    passwordTitle: 'Change password',
    passwordIntro: 'Enter your current password, then the new one twice (at least {{min}} characters). Afterwards you are signed out on your other devices; here you stay signed in.',
    passwordSubmit: 'Change password',
    newPassword: 'new password',
    newPasswordConfirmation: 'repeat the new password',
  },
};

export const profileI18n = { pl, en };
