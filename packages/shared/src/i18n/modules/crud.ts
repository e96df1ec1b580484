import type { Catalogue } from './types.js';

/**
 * Texts of the generic resource mechanism (lists, forms, delete/undo, export) and of statuses/types, and the
 * API's refusals of requests it can't read (`requestErrors`: only the API says them, so they stay out of the
 * shell's catalogue every page downloads).
 */
const pl = {
  crud: {
    created: 'Zapisano.',
    updated: 'Zapisano zmiany.',
    deleted: 'Usunięto.',
    bulkDeleted: 'Usunięto {{count}} pozycji.',
    restored: 'Przywrócono.',
    nothingToRestore: 'Nie ma czego przywrócić.',
    inUse: 'Nie można usunąć: rekord jest w użyciu.',
    restoreBroken: 'Nie można przywrócić: powiązany rekord został usunięty.',
    /** A field inside a child row: "ilość w wierszu 3". */
    row: '{{field}} w wierszu {{row}}',
    reordered: 'Zapisano kolejność.',
    moved: 'Przeniesiono.',
    cycle: 'Nie można przenieść pozycji pod nią samą ani pod jej podrzędną.',
    orderIncomplete: 'Kolejność musi wymieniać każdą pozycję dokładnie raz.',
  },
  requestErrors: {
    methodNotAllowed: 'Ta metoda nie jest dozwolona pod tym adresem.',
    unsupportedMediaType: 'Nieobsługiwany format przesłanych danych.',
    bodyTooLarge: 'Przesłane dane są za duże.',
    uriTooLong: 'Adres żądania jest za długi.',
  },
  appliesTo: {
    projects: 'Projekty',
    'time-entries': 'Wpisy czasu',
    orders: 'Zamówienia',
    events: 'Wydarzenia',
    contacts: 'Kontakty',
  },
  resourceFields: {
    id: 'ID',
    name: 'nazwa',
    color: 'kolor',
    position: 'kolejność',
    applies_to: 'dotyczy',
    created_at: 'utworzono',
    updated_at: 'zmieniono',
    ids: 'zaznaczone pozycje',
    page: 'strona',
    per_page: 'liczba na stronie',
    // Fields of the list envelope and of answers (response schemas name every field, as input ones do).
    total: 'liczba wszystkich',
    last_page: 'ostatnia strona',
    message: 'komunikat',
    data: 'dane',
    sort: 'sortowanie',
    order: 'kierunek sortowania',
    search: 'szukaj',
    parent_id: 'pozycja nadrzędna',
    value: 'wartość',
  },
};

const en: Catalogue<typeof pl> = {
  crud: {
    created: 'Saved.',
    updated: 'Changes saved.',
    deleted: 'Deleted.',
    bulkDeleted: 'Deleted {{count}} items.',
    restored: 'Restored.',
    nothingToRestore: 'There is nothing to restore.',
    inUse: 'Cannot delete: the record is in use.',
    restoreBroken: 'Cannot restore: a related record was deleted.',
    row: '{{field}} in row {{row}}',
    reordered: 'Order saved.',
    moved: 'Moved.',
    cycle: 'An item cannot be moved under itself or under one of its descendants.',
    orderIncomplete: 'The order must name every item exactly once.',
  },
  requestErrors: {
    methodNotAllowed: 'This method is not allowed at this address.',
    unsupportedMediaType: 'The format of the data sent is not supported.',
    bodyTooLarge: 'The data sent is too large.',
    uriTooLong: 'The request address is too long.',
  },
  appliesTo: {
    projects: 'Projects',
    'time-entries': 'Time entries',
    orders: 'Orders',
    events: 'Events',
    contacts: 'Contacts',
  },
  resourceFields: {
    id: 'ID',
    name: 'name',
    color: 'colour',
    position: 'order',
    applies_to: 'applies to',
    created_at: 'created',
    updated_at: 'updated',
    ids: 'selected items',
    page: 'page',
    per_page: 'items per page',
    total: 'total',
    last_page: 'last page',
    message: 'message',
    data: 'data',
    sort: 'sort',
    order: 'sort order',
    search: 'search',
    parent_id: 'parent item',
    value: 'value',
  },
};

export const crudI18n = { pl, en };
