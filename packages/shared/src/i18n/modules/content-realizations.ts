import { positionTexts } from '../position-texts.js';
import type { Catalogue } from './types.js';

/** Texts of the website content (issue 26): realizations, the agency's portfolio. */
const pl = {
  realizations: {
    fields: {
      ...positionTexts.pl.fields,
      title: 'tytuł',
      slug: 'adres (slug)',
      client: 'klient',
      category: 'kategoria',
      completed_on: 'data realizacji',
      city: 'miejscowość',
      description: 'opis',
      images: 'zdjęcia',
      file_id: 'zdjęcie',
      main: 'główne',
      main_image_id: 'zdjęcie',
      created_at: 'utworzono',
      updated_at: 'zmieniono',
    },
    onMap: positionTexts.pl.onMap,
  },
};

const en: Catalogue<typeof pl> = {
  realizations: {
    fields: {
      ...positionTexts.en.fields,
      title: 'title',
      slug: 'address (slug)',
      client: 'client',
      category: 'category',
      completed_on: 'completion date',
      city: 'town',
      description: 'description',
      images: 'images',
      file_id: 'image',
      main: 'main',
      main_image_id: 'image',
      created_at: 'created',
      updated_at: 'updated',
    },
    onMap: positionTexts.en.onMap,
  },
};

export const contentRealizationsI18n = { pl, en };
