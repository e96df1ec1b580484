import type { Catalogue } from './types.js';

/** Texts of the website content (issue 26): the map of contacts and realizations, and its settings. */
const pl = {
  map: {
    fields: { q: 'adres' },
    kinds: { contacts: 'Kontakty ({{count}})', realizations: 'Realizacje ({{count}})' },
    open: { contacts: 'Otwórz kontakt', realizations: 'Otwórz realizację' },
    empty: 'Żaden kontakt ani realizacja nie ma jeszcze miejsca na mapie.',
    loadFailed: 'Nie udało się wczytać mapy.',
    upstreamFailed: 'Serwer mapy nie odpowiedział. Spróbuj ponownie za chwilę.',
  },
  mapPicker: {
    label: 'Miejsce na mapie',
    hint: 'Kliknij mapę, by postawić pinezkę (można ją przeciągnąć), albo wpisz współrzędne.',
    fromAddress: 'Znajdź z adresu',
    notFound: 'Nie znaleziono tego adresu. Postaw pinezkę na mapie.',
  },
  mapSettings: {
    mapSection: 'Mapa',
    mapTileUrl: 'Adres serwera kafelków mapy',
    mapTileUrlHint: 'Np. https://tile.openstreetmap.org/{z}/{x}/{y}.png. Puste: mapa bez internetu (województwa).',
    mapGeocoderUrl: 'Adres geokodera',
    mapGeocoderUrlHint: 'Np. https://nominatim.openstreetmap.org/search?format=json&q={q}. Puste: pozycję ustawia się pinezką lub współrzędnymi.',
  },
};

const en: Catalogue<typeof pl> = {
  map: {
    fields: { q: 'address' },
    kinds: { contacts: 'Contacts ({{count}})', realizations: 'Realizations ({{count}})' },
    open: { contacts: 'Open the contact', realizations: 'Open the realization' },
    empty: 'No contact or realization has a place on the map yet.',
    loadFailed: 'The map could not be loaded.',
    upstreamFailed: 'The map server did not answer. Try again in a moment.',
  },
  mapPicker: {
    label: 'Place on the map',
    hint: 'Click the map to place the pin (it can be dragged), or type the coordinates.',
    fromAddress: 'Find from the address',
    notFound: 'This address was not found. Place the pin on the map.',
  },
  mapSettings: {
    mapSection: 'Map',
    mapTileUrl: 'Map tile server address',
    mapTileUrlHint: 'E.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. Empty: the map works offline (voivodeships).',
    mapGeocoderUrl: 'Geocoder address',
    mapGeocoderUrlHint: 'E.g. https://nominatim.openstreetmap.org/search?format=json&q={q}. Empty: positions are set with a pin or coordinates.',
  },
};

export const contentMapI18n = { pl, en };
