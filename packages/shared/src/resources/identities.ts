import type { Subject } from '../permissions/catalogue.js';

/**
 * A resource's screens: the Polish segment of its list and its permission subject(s), spread into the
 * resource's contract (which adds its name, API path, schemas, list query and labels) and read by the web
 * (links, the list route). Free of zod, so a shell module may import it. The route table (routes.ts) writes its
 * paths literally — it is in the sign-in page's first bundle, at the edge of its 200 KB budget — and
 * routes.test.ts holds every resource's screens there to the segment and permission here.
 */
export interface ResourceIdentity {
  /** The Polish URL of the list screen in the route table (e.g. /administrator/statusy). */
  segment: `/${string}`;
  /** Permission subject(s) from the catalogue: a subject the catalogue lacks does not compile. */
  subject: Subject | readonly [Subject, ...Subject[]];
}

/** The subjects as the access check reads them ("A|B": either grants). */
export const permissionOf = (subject: ResourceIdentity['subject']): string => (typeof subject === 'string' ? subject : subject.join('|'));

const identity = <const T extends ResourceIdentity>(declared: T) => ({ ...declared, permission: permissionOf(declared.subject) });

/** The permission subjects of projects: all of them, or only those one leads or is allocated to. */
export const PROJECTS_ALL = 'Projekty__wszystkie' as const;
export const PROJECTS_OWN = 'Projekty__wlasne' as const;

/** The permission subjects of time entries: everyone's time, contractors' (and one's own), one's own. */
export const TIME_ALL = 'Czasy__wszystkie' as const;
export const TIME_CONTRACTORS = 'Czasy__kontraktorow' as const;
export const TIME_OWN = 'Czasy__wlasne' as const;

export const RESOURCES = {
  projects: identity({ segment: '/projekty', subject: [PROJECTS_ALL, PROJECTS_OWN] }),
  categories: identity({ segment: '/kategorie', subject: 'Administracja__kategorie__projektow' }),
  categoryTypes: identity({ segment: '/category-types', subject: 'Administracja__kategorie__projektow' }),
  statuses: identity({ segment: '/administrator/statusy', subject: 'Administracja' }),
  types: identity({ segment: '/typy', subject: 'Administracja' }),
  timeEntries: identity({ segment: '/czasy', subject: [TIME_ALL, TIME_CONTRACTORS, TIME_OWN] }),
  notes: identity({ segment: '/projekty/:id/szczegoly', subject: ['Projekty__wszystkie', 'Projekty__wlasne', 'Administracja__uzytkownicy', 'Administracja'] }),
  events: identity({ segment: '/uzytkownik/kalendarz', subject: 'Kalendarz__wlasne' }),
  files: identity({ segment: '/administrator/pliki', subject: 'Tresci__media' }),
  activities: identity({ segment: '/administrator/aktywnosci', subject: 'Administracja' }),
  users: identity({ segment: '/administrator/uzytkownicy', subject: 'Administracja__uzytkownicy' }),
  roles: identity({ segment: '/administrator/grupy-uzytkownikow', subject: 'Administracja' }),
  // The shop (issue 25): products, their categories ("groups"), attributes and types share one subject.
  attributeTypes: identity({ segment: '/produkty/typy-atrybutow', subject: 'Sklep__produkty' }),
  attributes: identity({ segment: '/produkty/atrybuty', subject: 'Sklep__produkty' }),
  productTypes: identity({ segment: '/produkty/typy', subject: 'Sklep__produkty' }),
  groups: identity({ segment: '/produkty/kategorie', subject: 'Sklep__produkty' }),
  products: identity({ segment: '/produkty', subject: 'Sklep__produkty' }),
  customers: identity({ segment: '/klienci', subject: 'Sklep__klienci' }),
  orders: identity({ segment: '/zamowienia', subject: 'Sklep__zamowienia' }),
  payments: identity({ segment: '/pay', subject: 'Sklep__platnosci' }),
  // Website content (issue 26).
  contacts: identity({ segment: '/kontakt', subject: 'Tresci__kontakty' }),
  realizations: identity({ segment: '/realizacje', subject: 'Tresci__realizacje' }),
  posts: identity({ segment: '/posty', subject: 'Tresci__posty' }),
  pages: identity({ segment: '/strony', subject: 'Tresci__strony' }),
  galleries: identity({ segment: '/galerie', subject: 'Tresci__galerie' }),
  sliders: identity({ segment: '/slidery', subject: 'Tresci__galerie' }),
  popups: identity({ segment: '/popupy', subject: 'Tresci__popupy' }),
  // Forms (issue 27).
  formFields: identity({ segment: '/formularze/pola', subject: 'Formularze' }),
  forms: identity({ segment: '/formularze', subject: 'Formularze' }),
  formAnswers: identity({ segment: '/formularze/:uuid/odpowiedzi', subject: 'Formularze' }),
  messages: identity({ segment: '/wiadomosci', subject: 'Wiadomosci' }),
  // Messaging (issue 28).
  mails: identity({ segment: '/maile', subject: 'Mailing' }),
  push: identity({ segment: '/push/list', subject: 'Push' }),
  newsletterLists: identity({ segment: '/newsletter', subject: 'Newsletter' }),
  newsletterSubscribers: identity({ segment: '/newsletter/:id/subskrybenci', subject: 'Newsletter' }),
  newsletterCampaigns: identity({ segment: '/newsletter/kampanie', subject: 'Newsletter' }),
};

export const PROJECT_SUBJECTS = RESOURCES.projects.permission;
