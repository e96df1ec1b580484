import type { Catalogue } from './types.js';

/**
 * The mail's screens on the web (issue 28): compose and edit, the outbox, the sent mail, one mail's details and the
 * settings' mail section. The labels the API names in its messages (`mails.fields.*`, `mails.statuses.*`) stay in
 * mails.ts.
 */
const pl = {
  mailScreens: {
    columns: {
      recipients: 'Adresaci',
      counts: 'Wysłane / błędy',
      recipientsCount: 'Adresatów: {{count}}',
    },
    form: {
      emailsHint: 'Wpisz adresy (Enter, przecinek lub spacja je rozdziela) albo wyszukaj osobę w książce adresowej.',
      invalidAddress: 'To nie jest adres e-mail',
      remove: 'Usuń adresata {{email}}',
      searching: 'Szukam…',
      noMatches: 'Nikogo nie znaleziono',
      scheduledAtHint: 'Puste: wyślij teraz. Czas polski (Europe/Warsaw).',
      send: 'Wyślij',
    },
    sources: { users: 'Użytkownik', customers: 'Klient', contacts: 'Kontakt', lists: 'Lista newslettera: {{count}} adresów' },
    actions: {
      cancel: 'Anuluj wysyłkę',
      retry: 'Ponów nieudane',
      details: 'Szczegóły',
    },
    cancel: {
      title: 'Anulować wysyłkę maila?',
      text: 'Mail „{{subject}}” nie zostanie wysłany do adresatów, do których jeszcze nie wyszedł.',
      confirm: 'Anuluj wysyłkę',
    },
    details: {
      recipients: 'Adresaci',
      attachments: 'Załączniki',
      email: 'Adres',
      loading: 'Wczytywanie adresatów…',
    },
    settings: {
      section: 'Poczta',
      mailsPerMinute: 'Maili na minutę',
      mailsPerMinuteHint: 'Ile wiadomości wychodzi w ciągu minuty; puste: {{value}}.',
    },
  },
};

const en: Catalogue<typeof pl> = {
  mailScreens: {
    columns: {
      recipients: 'Recipients',
      counts: 'Sent / failed',
      recipientsCount: 'Recipients: {{count}}',
    },
    form: {
      emailsHint: 'Type addresses (Enter, a comma or a space separates them) or search the address book for a person.',
      invalidAddress: 'This is not an e-mail address',
      remove: 'Remove recipient {{email}}',
      searching: 'Searching…',
      noMatches: 'Nobody found',
      scheduledAtHint: 'Empty: send now. Polish time (Europe/Warsaw).',
      send: 'Send',
    },
    sources: { users: 'User', customers: 'Customer', contacts: 'Contact', lists: 'Newsletter list: {{count}} addresses' },
    actions: {
      cancel: 'Cancel sending',
      retry: 'Retry the failed',
      details: 'Details',
    },
    cancel: {
      title: 'Cancel sending this mail?',
      text: 'The mail “{{subject}}” will not go to the recipients it has not reached yet.',
      confirm: 'Cancel sending',
    },
    details: {
      recipients: 'Recipients',
      attachments: 'Attachments',
      email: 'Address',
      loading: 'Loading the recipients…',
    },
    settings: {
      section: 'Mail',
      mailsPerMinute: 'Mails per minute',
      mailsPerMinuteHint: 'How many messages go out in a minute; empty: {{value}}.',
    },
  },
};

export const mailsWebI18n = { pl, en };
