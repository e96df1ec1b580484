import type { Catalogue } from './types.js';

/**
 * Texts of the web engine's rich field kinds (rich text, files, relation and tree pickers, child rows,
 * money, date-time) and of the list's tree view and drag reordering.
 */
const pl = {
  fieldKinds: {
    richText: {
      toolbar: 'Formatowanie tekstu',
      bold: 'Pogrubienie',
      italic: 'Kursywa',
      heading: 'Nagłówek H{{level}}',
      bulletList: 'Lista punktowana',
      orderedList: 'Lista numerowana',
      blockquote: 'Cytat',
      link: 'Odnośnik',
      linkPrompt: 'Adres odnośnika (puste usuwa odnośnik)',
      undo: 'Cofnij',
      redo: 'Ponów',
    },
    files: {
      chooseImage: 'Wybierz obraz',
      chooseFile: 'Wybierz plik',
      upload: 'Prześlij nowy',
      uploading: 'Przesyłanie…',
      remove: 'Usuń „{{name}}”',
      empty: 'Biblioteka nie ma jeszcze pasujących plików.',
      search: 'Szukaj w bibliotece',
      select: 'Wybierz',
      cancel: 'Anuluj',
      none: 'Nie wybrano',
    },
    relation: {
      noOptions: 'Brak wyników',
      loading: 'Wczytywanie…',
      more: 'Przewiń, aby wczytać więcej',
    },
    tree: {
      none: '— brak —',
    },
    seo: { preview: 'Podgląd w wynikach wyszukiwania', length: '{{count}} znaków (widoczne ok. {{shown}})' },
    children: {
      add: 'Dodaj wiersz',
      remove: 'Usuń wiersz {{row}}',
      moveUp: 'Przesuń wiersz {{row}} wyżej',
      moveDown: 'Przesuń wiersz {{row}} niżej',
      drag: 'Przeciągnij wiersz {{row}}',
      empty: 'Brak wierszy.',
      instructions: 'Aby podnieść wiersz, naciśnij spację lub Enter. Strzałkami w górę i w dół przesuwasz go, spacją lub Enterem upuszczasz, Escape anuluje.',
      pickedUp: 'Podniesiono wiersz {{from}}.',
      movedOver: 'Wiersz {{from}} jest teraz na pozycji {{to}}.',
      dropped: 'Upuszczono wiersz {{from}} na pozycji {{to}}.',
      cancelled: 'Anulowano przenoszenie wiersza {{from}}.',
    },
    money: {
      vat: 'VAT',
      exempt: 'zw.',
      net: 'Netto: {{amount}}',
      gross: 'Brutto: {{amount}}',
      invalid: 'Wpisz kwotę, np. 1 234,56',
    },
    dateTime: {
      zone: 'Czas warszawski',
      now: 'Teraz',
    },
    list: {
      expand: 'Rozwiń „{{name}}”',
      collapse: 'Zwiń „{{name}}”',
      drag: 'Przeciągnij „{{name}}”',
    },
  },
};

const en: Catalogue<typeof pl> = {
  fieldKinds: {
    richText: {
      toolbar: 'Text formatting',
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Heading H{{level}}',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      blockquote: 'Quote',
      link: 'Link',
      linkPrompt: 'Link address (empty removes the link)',
      undo: 'Undo',
      redo: 'Redo',
    },
    files: {
      chooseImage: 'Choose an image',
      chooseFile: 'Choose a file',
      upload: 'Upload new',
      uploading: 'Uploading…',
      remove: 'Remove “{{name}}”',
      empty: 'The library has no matching files yet.',
      search: 'Search the library',
      select: 'Select',
      cancel: 'Cancel',
      none: 'None chosen',
    },
    relation: {
      noOptions: 'No results',
      loading: 'Loading…',
      more: 'Scroll to load more',
    },
    tree: {
      none: '— none —',
    },
    seo: { preview: 'Search result preview', length: '{{count}} characters (about {{shown}} shown)' },
    children: {
      add: 'Add row',
      remove: 'Remove row {{row}}',
      moveUp: 'Move row {{row}} up',
      moveDown: 'Move row {{row}} down',
      drag: 'Drag row {{row}}',
      empty: 'No rows.',
      instructions: 'To pick up a row, press space or Enter. Use the up and down arrows to move it, space or Enter to drop it, Escape to cancel.',
      pickedUp: 'Picked up row {{from}}.',
      movedOver: 'Row {{from}} is now at position {{to}}.',
      dropped: 'Dropped row {{from}} at position {{to}}.',
      cancelled: 'Moving row {{from}} was cancelled.',
    },
    money: {
      vat: 'VAT',
      exempt: 'exempt',
      net: 'Net: {{amount}}',
      gross: 'Gross: {{amount}}',
      invalid: 'Type an amount, e.g. 1,234.56',
    },
    dateTime: {
      zone: 'Warsaw time',
      now: 'Now',
    },
    list: {
      expand: 'Expand “{{name}}”',
      collapse: 'Collapse “{{name}}”',
      drag: 'Drag “{{name}}”',
    },
  },
};

export const webFieldsI18n = { pl, en };
