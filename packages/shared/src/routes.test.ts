import { describe, expect, it } from 'vitest';
import { localisePath, matchRoute, paramsAreValid, ROUTES, splitLocale, type RouteDef } from './routes.js';
import { RESOURCES } from './resources/identities.js';

/** Seed section 2, written out as the seed lists it ({id}, {id?}, {uuid}). */
/** Screens the seed does not list but the product needs (PRODUCT.md): the set-password link's landing page, the weekly timesheet. */
const OUR_ROUTES = [
  '/ustaw-haslo/:token', '/czasy/tydzien', '/uzytkownik/profil',
  // The shop's (issue 25): products import, product types, the printable order, a customer's form.
  '/produkty/import', '/produkty/typy', '/produkty/typy/dodaj', '/produkty/typy/:id/edytuj', '/zamowienia/:id/wydruk',
  '/klienci/dodaj', '/klienci/:id/edycja',
  // The newsletter's (issue 28): a list's form, subscribers and import; the campaigns and their form.
  '/newsletter/dodaj', '/newsletter/:id/edycja', '/newsletter/:id/subskrybenci', '/newsletter/:id/import',
  '/newsletter/kampanie', '/newsletter/kampanie/nowa', '/newsletter/kampanie/:id/edycja',
];

const SEED_ROUTES = [
  // Top-level
  '/', '/login', '/panel', '/pay', '/timer', '/map', '/category-types', '/czasy', '/formularze', '/galerie', '/kategorie',
  '/klienci', '/kontakt', '/maile', '/newsletter', '/popupy', '/posty', '/powiadomienia', '/produkty', '/projekty',
  '/raporty', '/realizacje', '/slidery', '/strony', '/typy', '/wiadomosci', '/zamowienia',
  // Administrator
  '/administrator/aktywnosci', '/administrator/grupy-uzytkownikow', '/administrator/menu', '/administrator/online',
  '/administrator/pliki', '/administrator/projekty', '/administrator/statusy', '/administrator/ustawienia',
  '/administrator/uzytkownicy', '/administrator/grupy-uzytkownikow/dodaj', '/administrator/projekty/archiwalne',
  '/administrator/statusy/dodaj', '/administrator/uzytkownicy/dodaj', '/administrator/uzytkownicy/import',
  // Create and list screens
  '/category-types/create', '/formularze/dodaj', '/formularze/pola', '/formularze/pola/dodaj', '/galerie/dodaj',
  '/kategorie/dodaj', '/kontakt/dodaj', '/maile/nowy', '/maile/skrzynka-nadawcza', '/popupy/dodaj', '/posty/nowy',
  '/produkty/atrybuty', '/produkty/dodaj', '/produkty/atrybuty/dodaj', '/produkty/kategorie', '/produkty/kategorie/dodaj',
  '/produkty/kategorie/przypisz', '/produkty/typy-atrybutow', '/produkty/typy-atrybutow/dodaj', '/projekty/archiwalne',
  '/projekty/dodaj', '/push/list', '/push/new', '/raporty/projekty', '/realizacje/dodaj', '/slidery/dodaj', '/strony/dodaj',
  '/typy/dodaj', '/uzytkownik/kalendarz',
  // Parameterised
  '/raporty/projekty/{id}',
  '/administrator/grupy-uzytkownikow/{id?}/edytuj',
  '/administrator/uzytkownicy/{id}/edytuj', '/administrator/uzytkownicy/{id}/nowy-dzien-pracy',
  '/administrator/uzytkownicy/{id}/projekty', '/administrator/uzytkownicy/{id}/stawki',
  '/formularze/pola/{id}/edytuj',
  '/produkty/atrybuty/{id}/edytuj',
  '/produkty/kategorie/{id}/edytuj',
  '/produkty/typy-atrybutow/{id?}/edytuj',
  '/galerie/{id}',
  '/slidery/{id}',
  '/category-types/{id?}/edit',
  '/czasy/{id}/edycja',
  '/formularze/{uuid}/edytuj', '/formularze/{uuid}/odpowiedzi', '/formularze/{uuid}/przypisane-pola', '/formularze/{uuid}/wygenerowane',
  '/galerie/{id}/edycja',
  '/kategorie/{id}/edycja',
  '/kontakt/{id}/edycja',
  '/maile/{id}/edytuj',
  '/posty/{id}/edycja',
  '/produkty/{id}/edytuj',
  '/projekty/{id}/alokacja', '/projekty/{id}/edycja', '/projekty/{id}/szczegoly',
  '/realizacje/{id}/edycja',
  '/slidery/{id}/edycja',
  '/strony/{id}/edycja',
  '/typy/{id}/edycja',
  '/zamowienia/{id}/szczegoly',
];

const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
/** The route-table pattern of a seed path: {id} → :id, {id?} → :id?. */
const patternOf = (seed: string) => seed.replace(/\{(\w+)(\??)\}/g, ':$1$2');

/** Concrete paths for a seed path: optional params both present and absent. */
function concrete(seed: string): string[] {
  const present = seed.replace(/\{id\??\}/g, '42').replace(/\{uuid\}/g, UUID);
  if (!seed.includes('{id?}')) return [present];
  return [present, seed.replace(/\/\{id\?\}/g, '')];
}

const cases = SEED_ROUTES.flatMap((seed) => concrete(seed).flatMap((path) => [
  { seed, path },
  { seed, path: path === '/' ? '/en' : `/en${path}` },
]));

describe('route table vs seed section 2', () => {
  it('lists each seed route once, and nothing else but our own few', () => {
    expect(new Set(SEED_ROUTES).size).toBe(SEED_ROUTES.length);
    expect(ROUTES.map((r) => r.path).filter((p) => !OUR_ROUTES.includes(p)).sort()).toEqual(SEED_ROUTES.map(patternOf).sort());
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  const run = (path: string, seed: string) => {
    const m = matchRoute(path);
    expect(m, path).not.toBeNull();
    expect(m!.route.path, path).toBe(patternOf(seed));
    expect(paramsAreValid(m!.route, m!.params), path).toBe(true);
  };
  // Includes /produkty/typy-atrybutow/edytuj: with its optional id left out it must not be taken for /produkty/:id/edytuj.
  it.each(cases)('matches $path to $seed', ({ seed, path }) => run(path, seed));
});

describe('matchRoute', () => {
  it('prefers fixed segments over parameters', () => {
    expect(matchRoute('/galerie/dodaj')!.route.name).toBe('galleriesCreate');
    expect(matchRoute('/galerie/7')!.route.name).toBe('galleriesShow');
    expect(matchRoute('/slidery/dodaj')!.route.name).toBe('slidersCreate');
    expect(matchRoute('/formularze/pola')!.route.name).toBe('formFields');
    expect(matchRoute('/formularze/pola/3/edytuj')!.route.name).toBe('formFieldsEdit');
    expect(matchRoute('/projekty/archiwalne')!.route.name).toBe('projectsArchived');
    expect(matchRoute('/administrator/grupy-uzytkownikow/dodaj')!.route.name).toBe('adminGroupsCreate');
    expect(matchRoute('/czasy/tydzien')!.route.name).toBe('timesWeek');
    expect(matchRoute('/en/czasy/tydzien')!.route).toMatchObject({ name: 'timesWeek', layout: 'crm', permission: 'Czasy__wszystkie|Czasy__kontraktorow|Czasy__wlasne' });
  });

  it('returns the params, with an optional one undefined when left out', () => {
    expect(matchRoute('/projekty/12/edycja')!.params).toEqual({ id: '12' });
    expect(matchRoute(`/en/formularze/${UUID}/odpowiedzi`)!.params).toEqual({ uuid: UUID });
    const withId = matchRoute('/category-types/5/edit')!;
    expect(withId.route.path).toBe('/category-types/:id?/edit');
    expect(withId.params).toEqual({ id: '5' });
    const without = matchRoute('/category-types/edit')!;
    expect(without.route.path).toBe('/category-types/:id?/edit');
    expect(without.params).toEqual({ id: undefined });
    expect(matchRoute('/administrator/grupy-uzytkownikow/edytuj')!.route.name).toBe('adminGroupsEdit');
  });

  it('accepts one trailing slash and nothing unknown', () => {
    expect(matchRoute('/projekty/')!.route.name).toBe('projects');
    expect(matchRoute('/nie-ma-takiej')).toBeNull();
    expect(matchRoute('/projekty/12/nieznane')).toBeNull();
    expect(matchRoute('/projekty//edycja')).toBeNull();
    expect(matchRoute('/enprojekty')).toBeNull();
    expect(matchRoute('/de/projekty')).toBeNull();
    expect(matchRoute('/Projekty')).toBeNull();
  });
});

describe('paramsAreValid (the validity check)', () => {
  const route = (params: RouteDef['params']): RouteDef => ({ path: '/x', name: 'x', layout: 'crm', middleware: [], module: 'crm', params });

  it.each([['1', true], ['42', true], ['9'.repeat(18), true], ['9'.repeat(19), false], ['0', false], ['012', false], ['-1', false], ['1.5', false], ['abc', false], ['1e3', false], ['', false]] as const)(
    'id %j → %s', (id, ok) => {
      expect(paramsAreValid(route({ id: 'id' }), { id })).toBe(ok);
    },
  );

  it.each([
    [UUID, true], [UUID.toUpperCase(), true], ['123e4567-e89b-12d3-a456-426614174000', true],
    ['00000000-0000-0000-0000-000000000000', false], ['3f2b8c1e5d4a4b6c9e7f0a1b2c3d4e5f', false],
    ['3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5', false], ['3f2b8c1e-5d4a-4b6c-1e7f-0a1b2c3d4e5f', false], ['123', false], ['zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz', false],
  ] as const)('uuid %j → %s', (uuid, ok) => {
    expect(paramsAreValid(route({ uuid: 'uuid' }), { uuid })).toBe(ok);
  });

  it('accepts a left-out optional param and routes without checks', () => {
    expect(paramsAreValid(route({ id: 'id' }), { id: undefined })).toBe(true);
    expect(paramsAreValid(route(undefined), { whatever: 'abc' })).toBe(true);
  });

  it('gives every parameterised route a check for each of its params', () => {
    for (const r of ROUTES) {
      const names = [...r.path.matchAll(/:(\w+)\??/g)].map((m) => m[1]);
      expect(Object.keys(r.params ?? {}).sort(), r.path).toEqual(names.sort());
    }
  });
});

describe('locale prefixes', () => {
  it('splits the /en prefix off', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/czasy')).toEqual({ locale: 'en', path: '/czasy' });
    expect(splitLocale('/czasy')).toEqual({ locale: 'pl', path: '/czasy' });
    expect(splitLocale('/english')).toEqual({ locale: 'pl', path: '/english' });
    expect(splitLocale('/')).toEqual({ locale: 'pl', path: '/' });
  });

  it('localises a path either way', () => {
    expect(localisePath('/czasy', 'en')).toBe('/en/czasy');
    expect(localisePath('/en/czasy', 'en')).toBe('/en/czasy');
    expect(localisePath('/en/czasy', 'pl')).toBe('/czasy');
    expect(localisePath('/', 'en')).toBe('/en');
    expect(localisePath('/en', 'pl')).toBe('/');
    expect(localisePath('/projekty/12/edycja', 'pl')).toBe('/projekty/12/edycja');
  });
});

describe('the route table and the resources’ identities', () => {
  // The table writes its paths and permissions literally (it is in the sign-in page's first bundle); here each
  // resource's list screen is held to its identity, and every screen under the segment to its permission.
  it.each(Object.entries(RESOURCES).filter(([name]) => name !== 'notes'))('%s: a list screen at its segment, with its permission', (_, identity) => {
    const list = ROUTES.find((r) => r.path === identity.segment);
    expect(list, identity.segment).toBeDefined();
    expect(list!.permission).toBe(identity.permission);
    const screens = ROUTES.filter((r) => r.path.startsWith(`${identity.segment}/`) && r.permission !== undefined && !r.path.includes('nowy-dzien-pracy'));
    for (const screen of screens) expect(`${screen.path} ${screen.permission}`).toBe(`${screen.path} ${identity.permission}`);
  });

  it('notes have no screen of their own: their segment is the project details screen', () => {
    expect(ROUTES.some((r) => r.path === RESOURCES.notes.segment)).toBe(true);
  });
});
