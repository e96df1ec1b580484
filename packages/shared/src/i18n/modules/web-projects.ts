import type { Catalogue } from './types.js';

/**
 * Texts of the web's project and time screens: projects and their details, allocation, the time list with
 * quick add and totals, month locks, rates, the work day and the users × projects views. Everything sits
 * under one top-level key (`webProjects`): modules are spread into one catalogue, so a shared top-level
 * name would silently overwrite another module's texts. Field labels come from `projects.fields` and
 * `time.fields` (the API's catalogue); only what those lack is here.
 */
const pl = {
  webProjects: {
    projects: {
      details: 'Szczegóły',
      allocation: 'Alokacja',
      archive: 'Przenieś do archiwum',
      unarchive: 'Przywróć z archiwum',
      active: 'Aktywne projekty',
      archivedBadge: 'w archiwum',
      hoursVsBudget: 'godziny wobec budżetu',
      costVsBudget: 'koszt pracy wobec budżetu',
      currency: 'zł',
      noHoursBudget: 'Projekt nie ma budżetu godzin; przepracowano {{hours}} h.',
      noMoneyBudget: 'bez budżetu kwotowego',
    },
    details: {
      team: 'Zespół',
      teamRange: 'Planowane i przepracowane godziny od {{from}} do {{to}}.',
      teamEmpty: 'Nikt nie jest jeszcze zaplanowany w tym projekcie ani w nim nie pracował.',
      teamFailed: 'Nie udało się wczytać zespołu.',
      plannedMonth: 'Plan: {{month}}',
      workedMonth: 'Przepracowano: {{month}}',
      workedVsPlanned: 'Przepracowano / zaplanowano (cały zakres)',
      total: 'Razem',
      timeEntries: 'Czas pracy w projekcie',
    },
    allocation: {
      addUser: 'Dodaj osobę',
      nobodyToAdd: 'Wszyscy są już w tabeli',
      removeUser: 'Usuń osobę z planu',
      rowTotal: 'Razem',
      worked: 'przepr. {{hours}} h',
      rangeLocked: 'Zapisz albo odrzuć zmiany, aby zmienić zakres.',
      discard: 'Odrzuć zmiany',
      fixCells: 'Popraw zaznaczone komórki:',
      empty: 'W tym zakresie nikt nie jest zaplanowany.',
      emptyEditable: 'W tym zakresie nikt nie jest zaplanowany. Dodaj osobę, aby zaplanować jej godziny.',
    },
    time: {
      quickAdd: 'Dodaj wpis czasu',
      exportXlsx: 'Eksport XLSX',
      lockedRow: 'Miesiąc zablokowany: wpis może zmienić tylko administrator.',
      durationHelp: 'Wpisz czas jak 1:30, 1,5 albo 90m.',
      totals: {
        title: 'Suma dla filtra',
        hours: 'Czas:',
        cost: 'Koszt:',
        entries: 'Wpisy: {{count}}',
      },
    },
    monthLocks: {
      title: 'Blokada miesiąca',
      month: 'Miesiąc',
      locked: 'Zablokowany',
      open: 'Otwarty',
      lockedBy: 'Zablokował(a) {{name}}, {{date}}',
      lock: 'Zablokuj miesiąc',
      unlock: 'Odblokuj miesiąc',
    },
    rates: {
      add: 'Dodaj stawkę',
      general: 'ogólna (wszystkie projekty)',
      explain: 'Koszt wpisu to jego czas razy stawka obowiązująca w dniu wpisu. Stawka dla projektu ma pierwszeństwo przed ogólną.',
    },
    workDay: {
      row: 'Wpis {{row}}',
      addRow: 'Dodaj wpis',
      removeRow: 'Usuń wpis',
      total: 'Razem:',
      submit: 'Zapisz dzień pracy',
      saved: 'Zapisano wpisy: {{count}}, łącznie {{total}}.',
      seeEntries: 'Zobacz wpisy',
    },
    adminProjects: {
      intro: 'Zaplanowane i przepracowane godziny w miesiącu: {{month}}.',
      empty: 'W tym miesiącu nikt nie był zaplanowany ani nie pracował w projektach.',
      emptyUser: 'Brak projektów w wybranym okresie.',
      worked: 'przepracowane godziny',
      progress: 'Wykonanie planu',
      allTime: 'Cały okres',
      which: 'Projekty',
      period: 'Okres: {{month}}.',
      periodAll: 'Okres: cały.',
      archived: {
        false: 'Aktywne',
        true: 'Archiwalne',
        all: 'Wszystkie',
      },
    },
    month: {
      label: 'Miesiąc',
      previous: 'Poprzedni miesiąc',
      next: 'Następny miesiąc',
    },
  },
};

const en: Catalogue<typeof pl> = {
  webProjects: {
    projects: {
      details: 'Details',
      allocation: 'Allocation',
      archive: 'Move to archive',
      unarchive: 'Restore from archive',
      active: 'Active projects',
      archivedBadge: 'archived',
      hoursVsBudget: 'hours against budget',
      costVsBudget: 'work cost against budget',
      currency: 'PLN',
      noHoursBudget: 'The project has no hours budget; {{hours}} h worked.',
      noMoneyBudget: 'no money budget',
    },
    details: {
      team: 'Team',
      teamRange: 'Planned and worked hours from {{from}} to {{to}}.',
      teamEmpty: 'Nobody is planned on this project or has worked on it yet.',
      teamFailed: 'The team could not be loaded.',
      plannedMonth: 'Planned: {{month}}',
      workedMonth: 'Worked: {{month}}',
      workedVsPlanned: 'Worked / planned (whole range)',
      total: 'Total',
      timeEntries: 'Time worked on the project',
    },
    allocation: {
      addUser: 'Add a person',
      nobodyToAdd: 'Everyone is in the table already',
      removeUser: 'Remove the person from the plan',
      rowTotal: 'Total',
      worked: 'worked {{hours}} h',
      rangeLocked: 'Save or discard your changes to change the range.',
      discard: 'Discard changes',
      fixCells: 'Fix the marked cells:',
      empty: 'Nobody is planned in this range.',
      emptyEditable: 'Nobody is planned in this range. Add a person to plan their hours.',
    },
    time: {
      quickAdd: 'Add a time entry',
      exportXlsx: 'Export XLSX',
      lockedRow: 'Locked month: only an administrator may change this entry.',
      durationHelp: 'Type a duration like 1:30, 1.5 or 90m.',
      totals: {
        title: 'Total for the filter',
        hours: 'Time:',
        cost: 'Cost:',
        entries: 'Entries: {{count}}',
      },
    },
    monthLocks: {
      title: 'Month lock',
      month: 'Month',
      locked: 'Locked',
      open: 'Open',
      lockedBy: 'Locked by {{name}}, {{date}}',
      lock: 'Lock the month',
      unlock: 'Unlock the month',
    },
    rates: {
      add: 'Add a rate',
      general: 'general (all projects)',
      explain: 'An entry costs its time × the rate valid on its day. A project rate takes precedence over the general one.',
    },
    workDay: {
      row: 'Entry {{row}}',
      addRow: 'Add an entry',
      removeRow: 'Remove the entry',
      total: 'Total:',
      submit: 'Save the work day',
      saved: 'Entries saved: {{count}}, {{total}} in total.',
      seeEntries: 'See the entries',
    },
    adminProjects: {
      intro: 'Planned and worked hours in {{month}}.',
      empty: 'Nobody was planned on or worked on a project in this month.',
      emptyUser: 'No projects in the chosen period.',
      worked: 'hours worked',
      progress: 'Worked against plan',
      allTime: 'All time',
      which: 'Projects',
      period: 'Period: {{month}}.',
      periodAll: 'Period: all time.',
      archived: {
        false: 'Active',
        true: 'Archived',
        all: 'All',
      },
    },
    month: {
      label: 'Month',
      previous: 'Previous month',
      next: 'Next month',
    },
  },
};

export const webProjectsI18n = { pl, en };
