import type { Catalogue } from './types.js';

/** Texts of the newsletter's screens (issue 28): tabs, actions and their questions, a list's subscribers and import, a campaign's figures. */
const pl = {
  newsletterScreens: {
    tabs: { label: 'Newsletter', lists: 'Listy', campaigns: 'Kampanie' },
    actions: {
      subscribers: 'Subskrybenci',
      add: 'Dodaj subskrybenta',
      import: 'Importuj z pliku',
      send: 'Wyślij',
      cancel: 'Anuluj wysyłkę',
      details: 'Wyniki',
    },
    send: {
      title: 'Wysłać kampanię?',
      now: 'Kampania „{{subject}}” trafi teraz do potwierdzonych subskrybentów listy „{{list}}”.',
      later: 'Kampania „{{subject}}” zostanie wysłana {{at}} do potwierdzonych subskrybentów listy „{{list}}”.',
      confirm: 'Wyślij',
    },
    cancel: { title: 'Anulować wysyłkę?', text: 'Kampania „{{subject}}” wróci do szkiców.', confirm: 'Anuluj wysyłkę' },
    columns: { clicks: 'Kliknięcia (osoby)' },
    details: { figures: 'Wyniki', links: 'Linki w treści', noLinks: 'Kampania nie ma linków.', url: 'Adres', loading: 'Wczytywanie wyników…' },
    subscribers: {
      title: 'Subskrybenci listy „{{list}}”',
      back: 'Wszystkie listy',
      addTitle: 'Nowy subskrybent',
      addHint: 'Na ten adres trafi link potwierdzający zapis: subskrybent pojawi się na liście po jego kliknięciu.',
    },
    import: {
      title: 'Import subskrybentów listy „{{list}}”',
      help: 'Plik CSV lub XLSX z kolumną „E-mail” (i, jeśli chcesz, „Imię i nazwisko”). Adresy, które już są na liście, zostaną pominięte; każdy nowy dostanie link potwierdzający zapis.',
      template: 'Pobierz szablon CSV',
      templateName: 'import-subskrybentow.csv',
      action: 'Działanie',
      add: 'Dodanie',
      skip: 'Już na liście: pominięty',
      commit: 'Importuj {{count}} wierszy',
      skipped: 'Pominięto {{count}} adresów, które już są na liście.',
      toList: 'Wróć do subskrybentów',
    },
  },
};

const en: Catalogue<typeof pl> = {
  newsletterScreens: {
    tabs: { label: 'Newsletter', lists: 'Lists', campaigns: 'Campaigns' },
    actions: {
      subscribers: 'Subscribers',
      add: 'Add subscriber',
      import: 'Import from a file',
      send: 'Send',
      cancel: 'Cancel sending',
      details: 'Results',
    },
    send: {
      title: 'Send the campaign?',
      now: 'The campaign “{{subject}}” goes now to the confirmed subscribers of “{{list}}”.',
      later: 'The campaign “{{subject}}” will be sent {{at}} to the confirmed subscribers of “{{list}}”.',
      confirm: 'Send',
    },
    cancel: { title: 'Cancel sending?', text: 'The campaign “{{subject}}” goes back to the drafts.', confirm: 'Cancel sending' },
    columns: { clicks: 'Clicks (people)' },
    details: { figures: 'Results', links: 'Links in the content', noLinks: 'The campaign has no links.', url: 'Address', loading: 'Loading the results…' },
    subscribers: {
      title: 'Subscribers of “{{list}}”',
      back: 'All lists',
      addTitle: 'New subscriber',
      addHint: 'The address is sent a link to confirm: the subscriber joins the list once they follow it.',
    },
    import: {
      title: 'Import subscribers of “{{list}}”',
      help: 'A CSV or XLSX file with an “Email” column (and, if you like, “Name”). Addresses already on the list are skipped; each new one is sent a link to confirm.',
      template: 'Download a CSV template',
      templateName: 'subscriber-import.csv',
      action: 'Action',
      add: 'Add',
      skip: 'On the list already: skipped',
      commit: 'Import {{count}} rows',
      skipped: '{{count}} addresses already on the list were skipped.',
      toList: 'Back to the subscribers',
    },
  },
};

export const newsletterWebI18n = { pl, en };
