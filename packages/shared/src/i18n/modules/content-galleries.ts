import type { Catalogue } from './types.js';

/** Texts of the website content (issue 26): galleries and sliders, and how a visitor sees them. */
const pl = {
  galleries: {
    fields: {
      id: 'ID', name: 'nazwa', slug: 'adres (slug)', description: 'opis', items: 'zdjęcia', items_count: 'zdjęcia', cover_file_id: 'okładka',
      file_id: 'zdjęcie', caption: 'podpis', alt: 'tekst alternatywny', link: 'odnośnik', created_at: 'utworzono', updated_at: 'zmieniono',
    },
    row: '{{field}} w wierszu {{row}}',
    show: 'Podgląd',
    edit: 'Edytuj',
    empty: 'Ta galeria nie ma jeszcze zdjęć.',
  },
  sliders: {
    fields: {
      id: 'ID', name: 'nazwa', slug: 'adres (slug)', slides: 'slajdy', slides_count: 'slajdy', active_count: 'widoczne teraz', cover_file_id: 'okładka',
      file_id: 'obraz', mobile_file_id: 'obraz na telefon', title: 'tytuł', alt: 'tekst alternatywny', link: 'odnośnik',
      active_from: 'widoczny od', active_to: 'widoczny do', created_at: 'utworzono', updated_at: 'zmieniono',
    },
    row: '{{field}} w slajdzie {{row}}',
    show: 'Podgląd',
    edit: 'Edytuj',
    previous: 'Poprzedni slajd',
    next: 'Następny slajd',
    goTo: 'Slajd {{number}}',
    none: 'Żaden slajd nie jest teraz widoczny.',
    hidden: 'Poza terminem (niewidoczne teraz): {{count}}',
  },
};

const en: Catalogue<typeof pl> = {
  galleries: {
    fields: {
      id: 'ID', name: 'name', slug: 'address (slug)', description: 'description', items: 'images', items_count: 'images', cover_file_id: 'cover',
      file_id: 'image', caption: 'caption', alt: 'alternative text', link: 'link', created_at: 'created', updated_at: 'updated',
    },
    row: '{{field}} in row {{row}}',
    show: 'Preview',
    edit: 'Edit',
    empty: 'This gallery has no images yet.',
  },
  sliders: {
    fields: {
      id: 'ID', name: 'name', slug: 'address (slug)', slides: 'slides', slides_count: 'slides', active_count: 'shown now', cover_file_id: 'cover',
      file_id: 'image', mobile_file_id: 'mobile image', title: 'title', alt: 'alternative text', link: 'link',
      active_from: 'shown from', active_to: 'shown until', created_at: 'created', updated_at: 'updated',
    },
    row: '{{field}} in slide {{row}}',
    show: 'Preview',
    edit: 'Edit',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Slide {{number}}',
    none: 'No slide is shown now.',
    hidden: 'Out of their dates (not shown now): {{count}}',
  },
};

export const contentGalleriesI18n = { pl, en };
