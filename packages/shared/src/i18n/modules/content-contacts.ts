import { positionTexts } from '../position-texts.js';
import { partyFields } from '../party-fields.js';
import type { Catalogue } from './types.js';

/** Texts of the website content (issue 26): contacts. */
const pl = {
  contacts: {
    fields: {
      ...positionTexts.pl.fields,
      ...partyFields.pl,
      tags: 'tagi',
      tag: 'tag',
    },
    kinds: { person: 'Osoba', company: 'Firma' },
    onMap: positionTexts.pl.onMap,
  },
};

const en: Catalogue<typeof pl> = {
  contacts: {
    fields: {
      ...positionTexts.en.fields,
      ...partyFields.en,
      tags: 'tags',
      tag: 'tag',
    },
    kinds: { person: 'Person', company: 'Company' },
    onMap: positionTexts.en.onMap,
  },
};

export const contentContactsI18n = { pl, en };
