import type { Catalogue } from './types.js';

/** Texts of publishing, versions and the content home's card (issue 26), shared by posts and pages. */
const pl = {
  publishing: {
    statuses: { draft: 'Szkic', published: 'Opublikowany', scheduled: 'Zaplanowany' },
    states: { draft: 'Szkic', scheduled: 'Zaplanowany', published: 'Opublikowany', expired: 'Wygasły' },
    endBeforeStart: 'Pole {{field}} musi być późniejsze niż początek publikacji',
  },
  contentSummary: {
    title: 'Treści',
    drafts: 'Szkice',
    scheduled: 'Zaplanowane',
    noDrafts: 'Brak szkiców.',
    noScheduled: 'Nic nie czeka na publikację.',
    loadFailed: 'Nie udało się wczytać treści.',
    kinds: { posts: 'Wpis', pages: 'Strona' },
  },
  versions: {
    title: 'Wersje',
    open: 'Wersje ({{count}})',
    empty: 'Brak zapisanych wersji.',
    version: 'Wersja {{version}}',
    current: 'bieżąca',
    by: '{{date}}, {{user}}',
    compare: 'Porównaj z bieżącą',
    restore: 'Przywróć tę wersję',
    restoreConfirm: 'Przywrócić wersję {{version}}? Bieżąca treść zostanie zachowana jako wersja.',
    restored: 'Przywrócono wersję {{version}} (zapisana jako wersja {{current}}).',
    field: 'Pole',
    thisVersion: 'Wersja {{version}}',
    currentVersion: 'Bieżąca',
    same: 'Ta wersja nie różni się od bieżącej.',
    close: 'Zamknij',
  },
};

const en: Catalogue<typeof pl> = {
  publishing: {
    statuses: { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' },
    states: { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', expired: 'Expired' },
    endBeforeStart: 'The {{field}} field must be later than the start of publication',
  },
  contentSummary: {
    title: 'Content',
    drafts: 'Drafts',
    scheduled: 'Scheduled',
    noDrafts: 'No drafts.',
    noScheduled: 'Nothing is waiting to be published.',
    loadFailed: 'The content could not be loaded.',
    kinds: { posts: 'Post', pages: 'Page' },
  },
  versions: {
    title: 'Versions',
    open: 'Versions ({{count}})',
    empty: 'No versions saved yet.',
    version: 'Version {{version}}',
    current: 'current',
    by: '{{date}}, {{user}}',
    compare: 'Compare with current',
    restore: 'Restore this version',
    restoreConfirm: 'Restore version {{version}}? The current content is kept as a version.',
    restored: 'Version {{version}} restored (saved as version {{current}}).',
    field: 'Field',
    thisVersion: 'Version {{version}}',
    currentVersion: 'Current',
    same: 'This version does not differ from the current one.',
    close: 'Close',
  },
};

export const contentPublishingI18n = { pl, en };
