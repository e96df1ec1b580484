import type { Catalogue } from './types.js';

/**
 * Texts of the weekly timesheet (/czasy/tydzien, /api/timesheet): the API's messages and the screen's. One
 * top-level key (`timesheet`), so the shallow spread of the catalogues cannot overwrite another module's texts.
 */
const pl = {
  timesheet: {
    saved: 'Zapisano tydzień (wpisy dodane: {{created}}, skrócone: {{updated}}, usunięte: {{deleted}}).',
    dayOutsideWeek: 'Dzień {{day}} nie należy do tygodnia od {{week}}.',
    duplicateCell: 'Ta komórka występuje w zapisie więcej niż raz.',
    noRoom: 'W dniu {{day}} nie ma {{duration}} h wolnego czasu: resztę dnia zajmują inne wpisy albo uruchomiony timer.',
    dayTooLong: 'W dniu {{day}} byłoby łącznie {{total}} h, a doba ma najwyżej 24 h.',
    view: {
      label: 'Widok czasu pracy',
      list: 'Lista',
      week: 'Tydzień',
    },
    toolbar: {
      previous: 'Poprzedni tydzień',
      next: 'Następny tydzień',
      thisWeek: 'Bieżący tydzień',
      day: 'Przejdź do dnia',
      user: 'Osoba',
      range: '{{from}} – {{to}}',
      dirtyLocked: 'Zapisz albo odrzuć zmiany, zanim przejdziesz do innego tygodnia lub osoby.',
    },
    grid: {
      label: 'Godziny w tygodniu od {{week}}',
      project: 'Projekt',
      total: 'Razem',
      today: 'dziś',
      cell: '{{row}}, {{day}}: godziny',
      locked: 'Miesiąc zablokowany: ten dzień może zmieniać tylko administrator.',
      invalid: 'Wpisz czas jak 1:30, 1,5 albo 90m (najwyżej 24:00).',
      removeRow: 'Usuń wiersz',
      empty: 'W tym tygodniu nie ma jeszcze czasu. Dodaj wiersz z projektem, aby wpisać godziny.',
      help: 'Godziny wpisuj jako 1:30, 1,5 albo 90m. Zapis dodaje wpis w pierwszej wolnej luce dnia od 8:00, a mniejsza liczba skraca lub usuwa najpóźniejsze wpisy komórki.',
    },
    add: {
      project: 'Projekt',
      category: 'Kategoria (opcjonalnie)',
      noCategory: '— bez kategorii —',
      submit: 'Dodaj wiersz',
      exists: 'Ten wiersz już jest w tabeli.',
    },
    save: 'Zapisz tydzień',
    discard: 'Odrzuć zmiany',
    fixCells: 'Popraw zaznaczone komórki:',
    loadFailed: 'Nie udało się wczytać tygodnia.',
  },
};

const en: Catalogue<typeof pl> = {
  timesheet: {
    saved: 'Week saved (entries added: {{created}}, shortened: {{updated}}, deleted: {{deleted}}).',
    dayOutsideWeek: 'The day {{day}} is not in the week starting {{week}}.',
    duplicateCell: 'This cell appears more than once in the save.',
    noRoom: 'There are not {{duration}} h of free time on {{day}}: other entries or the running timer fill the rest of the day.',
    dayTooLong: 'The day {{day}} would hold {{total}} h in all, and a day has at most 24 h.',
    view: {
      label: 'Time worked view',
      list: 'List',
      week: 'Week',
    },
    toolbar: {
      previous: 'Previous week',
      next: 'Next week',
      thisWeek: 'This week',
      day: 'Go to day',
      user: 'Person',
      range: '{{from}} – {{to}}',
      dirtyLocked: 'Save or discard your changes before going to another week or person.',
    },
    grid: {
      label: 'Hours in the week starting {{week}}',
      project: 'Project',
      total: 'Total',
      today: 'today',
      cell: '{{row}}, {{day}}: hours',
      locked: 'Locked month: only an administrator may change this day.',
      invalid: 'Type a time like 1:30, 1.5 or 90m (at most 24:00).',
      removeRow: 'Remove row',
      empty: 'No time this week yet. Add a row with a project to type hours.',
      help: 'Type hours as 1:30, 1.5 or 90m. Saving adds an entry in the first free gap of the day from 8:00, and a smaller number shortens or deletes the cell\'s latest entries.',
    },
    add: {
      project: 'Project',
      category: 'Category (optional)',
      noCategory: '— no category —',
      submit: 'Add row',
      exists: 'This row is already in the table.',
    },
    save: 'Save week',
    discard: 'Discard changes',
    fixCells: 'Fix the marked cells:',
    loadFailed: 'The week could not be loaded.',
  },
};

export const timesheetI18n = { pl, en };
