import type { Catalogue } from './types.js';

/** Texts of the notification centre (issue 28): the screen, the kinds and channels, and the notices events raise. */
const pl = {
  notificationCentre: {
    title: 'Powiadomienia',
    fields: { kind: 'rodzaj', read: 'przeczytane', in_app: 'w aplikacji', email: 'e-mail', push: 'push', data: 'ustawienia' },
    open: 'Otwórz w aplikacji',
    kinds: {
      budget: 'Budżet projektu', 'form-message': 'Nowa wiadomość z formularza', 'mail-failed': 'Nieudana wysyłka maila',
      'import-finished': 'Zakończony import', 'order-new': 'Nowe zamówienie', other: 'Inne',
    },
    channels: { in_app: 'W aplikacji', email: 'E-mail', push: 'Push' },
    filters: { all: 'Wszystkie', unread: 'Nieprzeczytane', read: 'Przeczytane', kind: 'Rodzaj', anyKind: 'Każdy rodzaj' },
    unreadBadge: 'nowe',
    markRead: 'Oznacz jako przeczytane',
    markUnread: 'Oznacz jako nieprzeczytane',
    markAllRead: 'Oznacz wszystkie jako przeczytane',
    empty: 'Brak powiadomień.',
    loadFailed: 'Nie udało się wczytać powiadomień.',
    preferences: 'Gdzie wysyłać powiadomienia',
    preferencesHint: 'Dla każdego rodzaju wybierz, czy pojawia się w aplikacji, przychodzi e-mailem, czy jako powiadomienie push.',
    kind: 'Rodzaj',
    save: 'Zapisz ustawienia',
    allRead: 'Wszystkie powiadomienia oznaczono jako przeczytane.',
    updated: 'Powiadomienie zaktualizowane.',
    preferencesSaved: 'Ustawienia powiadomień zapisane.',
    notices: {
      mailFailedTitle: 'Nie udało się wysłać maila „{{subject}}”',
      mailFailedBody: 'Adresat {{email}} nie otrzymał wiadomości: {{error}}',
      importUsersTitle: 'Import użytkowników zakończony',
      importUsersBody: 'Dodano użytkowników: {{count}}.',
      importProductsTitle: 'Import produktów zakończony',
      importProductsBody: 'Dodano: {{created}}, zaktualizowano: {{updated}}.',
      orderTitle: 'Nowe zamówienie {{number}}',
      orderBody: 'Wartość zamówienia: {{total}} zł brutto.',
    },
  },
};

const en: Catalogue<typeof pl> = {
  notificationCentre: {
    title: 'Notifications',
    fields: { kind: 'kind', read: 'read', in_app: 'in the app', email: 'e-mail', push: 'push', data: 'settings' },
    open: 'Open in the app',
    kinds: {
      budget: 'Project budget', 'form-message': 'New form message', 'mail-failed': 'Failed mail',
      'import-finished': 'Finished import', 'order-new': 'New order', other: 'Other',
    },
    channels: { in_app: 'In the app', email: 'E-mail', push: 'Push' },
    filters: { all: 'All', unread: 'Unread', read: 'Read', kind: 'Kind', anyKind: 'Any kind' },
    unreadBadge: 'new',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    markAllRead: 'Mark all as read',
    empty: 'No notifications.',
    loadFailed: 'The notifications could not be loaded.',
    preferences: 'Where notifications go',
    preferencesHint: 'For each kind, choose whether it shows in the app, comes by e-mail, or as a push notification.',
    kind: 'Kind',
    save: 'Save settings',
    allRead: 'All notifications have been marked as read.',
    updated: 'The notification has been updated.',
    preferencesSaved: 'The notification settings have been saved.',
    notices: {
      mailFailedTitle: 'The mail “{{subject}}” could not be sent',
      mailFailedBody: 'The recipient {{email}} did not get it: {{error}}',
      importUsersTitle: 'User import finished',
      importUsersBody: 'Users added: {{count}}.',
      importProductsTitle: 'Product import finished',
      importProductsBody: 'Added: {{created}}, updated: {{updated}}.',
      orderTitle: 'New order {{number}}',
      orderBody: 'Order value: PLN {{total}} gross.',
    },
  },
};

export const notificationCentreI18n = { pl, en };
