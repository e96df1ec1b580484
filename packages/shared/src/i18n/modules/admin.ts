import type { Catalogue } from './types.js';

/** Texts of the administration modules: settings, menu configuration, activity log, notes, files, preferences. */
const pl = {
  admin: {
    settings: {
      saved: 'Zapisano ustawienia.',
      deleted: 'Usunięto ustawienie.',
      reset: 'Przywrócono domyślną wartość ustawienia.',
    },
    menu: {
      saved: 'Zapisano konfigurację menu.',
    },
    notes: {
      created: 'Dodano notatkę.',
      updated: 'Zapisano notatkę.',
      deleted: 'Usunięto notatkę.',
      notAuthor: 'Możesz zmieniać tylko własne notatki.',
    },
    files: {
      uploaded: 'Przesłano pliki: {{count}}.',
      deleted: 'Usunięto plik.',
      updated: 'Zapisano plik.',
      notUploader: 'Możesz usuwać tylko pliki, które sam przesłałeś.',
      inUse: 'Tego pliku nie można usunąć, bo jest używany: {{list}}.',
      usedBy: {
        products: 'produkt', realizations: 'realizacja', posts: 'post', pages: 'strona', galleries: 'galeria', sliders: 'slider', popups: 'popup',
      },
      missing: 'Zawartość pliku jest niedostępna.',
    },
    /** A field inside a list row: "klucz w wierszu 4". */
    row: '{{field}} w wierszu {{row}}',
    fields: {
      settings: 'ustawienia',
      key: 'klucz',
      value: 'wartość',
      orderCancelledStatusId: 'status anulowanego zamówienia',
      menu: 'menu',
      name: 'nazwa',
      enabled: 'włączona',
      body: 'treść',
      files: 'pliki',
      user_id: 'użytkownik',
      subject_type: 'typ obiektu',
      subject_id: 'ID obiektu',
      action: 'akcja',
      from: 'data początkowa',
      to: 'data końcowa',
      attachable_type: 'typ obiektu',
      attachable_id: 'ID obiektu',
      mime: 'typ pliku',
      attached: 'przypisane',
      type: 'typ obiektu',
      id: 'ID',
    },
  },
};

const en: Catalogue<typeof pl> = {
  admin: {
    settings: {
      saved: 'Settings saved.',
      deleted: 'Setting deleted.',
      reset: 'The setting was reset to its default.',
    },
    menu: {
      saved: 'Menu configuration saved.',
    },
    notes: {
      created: 'Note added.',
      updated: 'Note saved.',
      deleted: 'Note deleted.',
      notAuthor: 'You can only change your own notes.',
    },
    files: {
      uploaded: 'Files uploaded: {{count}}.',
      deleted: 'File deleted.',
      updated: 'File saved.',
      notUploader: 'You can only delete files you uploaded.',
      inUse: 'This file cannot be deleted because it is in use: {{list}}.',
      usedBy: {
        products: 'product', realizations: 'realization', posts: 'post', pages: 'page', galleries: 'gallery', sliders: 'slider', popups: 'pop-up',
      },
      missing: 'The file\'s content is not available.',
    },
    row: '{{field}} in row {{row}}',
    fields: {
      settings: 'settings',
      key: 'key',
      value: 'value',
      orderCancelledStatusId: 'status of a cancelled order',
      menu: 'menu',
      name: 'name',
      enabled: 'enabled',
      body: 'text',
      files: 'files',
      user_id: 'user',
      subject_type: 'record type',
      subject_id: 'record ID',
      action: 'action',
      from: 'start date',
      to: 'end date',
      attachable_type: 'record type',
      attachable_id: 'record ID',
      mime: 'file type',
      attached: 'attached',
      type: 'record type',
      id: 'ID',
    },
  },
};

export const adminI18n = { pl, en };
