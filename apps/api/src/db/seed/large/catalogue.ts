/** Words the large seed builds names and descriptions from (Polish, like the product). */

export const FIRST_NAMES = [
  'Anna', 'Piotr', 'Katarzyna', 'Krzysztof', 'Maria', 'Andrzej', 'Małgorzata', 'Tomasz', 'Agnieszka', 'Paweł',
  'Barbara', 'Michał', 'Ewa', 'Marcin', 'Joanna', 'Jakub', 'Zofia', 'Łukasz', 'Magdalena', 'Grzegorz',
  'Aleksandra', 'Mateusz', 'Natalia', 'Bartosz', 'Julia', 'Kamil', 'Weronika', 'Wojciech', 'Karolina', 'Rafał',
];

export const LAST_NAMES = [
  'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański',
  'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski',
  'Nowakowski', 'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Majewski', 'Olszewski',
  'Stępień', 'Malinowski', 'Jaworski', 'Adamczyk', 'Dudek', 'Nowicki', 'Pawlak', 'Górski', 'Witkowski',
];

export const COMPANY_A = [
  'Bałtyk', 'Tatra', 'Wisła', 'Mazowsze', 'Orzeł', 'Sokół', 'Bursztyn', 'Kalina', 'Jantar', 'Warta', 'Odra', 'Dąb',
  'Lipa', 'Zorza', 'Wawel', 'Rysy', 'Pomorze', 'Kujawy', 'Śnieżka', 'Amber',
];
export const COMPANY_B = [
  'Logistyka', 'Media', 'Finanse', 'Software', 'Energia', 'Meble', 'Moda', 'Foods', 'Pharma', 'Travel', 'Auto',
  'Budownictwo', 'Sport', 'Edukacja', 'Zdrowie', 'Design', 'Rolnictwo', 'Telekom', 'Kosmetyki', 'Nieruchomości',
];
export const COMPANY_FORM = ['Sp. z o.o.', 'S.A.', 'sp.j.', 'Group', 'Studio'];

export const PROJECT_KINDS = [
  'Sklep internetowy', 'Aplikacja mobilna', 'Kampania', 'Strona firmowa', 'Identyfikacja wizualna', 'Portal klienta',
  'Integracja ERP', 'Migracja do chmury', 'Audyt UX', 'Opieka serwisowa', 'Newsletter', 'Intranet', 'Chatbot',
  'Raporty BI', 'Wideo produktowe', 'Rebranding',
];

export const STATUSES = [
  { name: 'Oferta', color: '#9e9e9e' },
  { name: 'W realizacji', color: '#1976d2' },
  { name: 'Wstrzymany', color: '#f57c00' },
  { name: 'Zakończony', color: '#388e3c' },
];

/** Kinds of work: name, colour, type, what people write. */
export const CATEGORIES: { name: string; color: string; type: string; phrases: string[] }[] = [
  { name: 'Frontend', color: '#1e88e5', type: 'Programowanie', phrases: ['Widok listy', 'Formularz zamówienia', 'Poprawki responsywności', 'Komponenty UI'] },
  { name: 'Backend', color: '#3949ab', type: 'Programowanie', phrases: ['API zamówień', 'Migracja bazy', 'Integracja płatności', 'Optymalizacja zapytań'] },
  { name: 'Aplikacje mobilne', color: '#00897b', type: 'Programowanie', phrases: ['Ekran logowania', 'Powiadomienia push', 'Build do sklepu', 'Tryb offline'] },
  { name: 'Testy', color: '#6d4c41', type: 'Programowanie', phrases: ['Testy regresji', 'Scenariusze e2e', 'Zgłoszenia błędów'] },
  { name: 'Projekt graficzny', color: '#d81b60', type: 'Kreacja', phrases: ['Makiety', 'Key visual', 'Banery kampanii', 'Poprawki po akceptacji'] },
  { name: 'UX', color: '#8e24aa', type: 'Kreacja', phrases: ['Warsztat z klientem', 'Prototyp', 'Badanie użyteczności', 'Architektura informacji'] },
  { name: 'Copywriting', color: '#f4511e', type: 'Kreacja', phrases: ['Teksty na stronę', 'Opisy produktów', 'Scenariusz wideo'] },
  { name: 'Wideo', color: '#c0ca33', type: 'Kreacja', phrases: ['Montaż', 'Animacja logo', 'Zdjęcia w studiu'] },
  { name: 'Kampanie', color: '#fb8c00', type: 'Marketing', phrases: ['Ustawienia kampanii', 'Raport wyników', 'Optymalizacja budżetu'] },
  { name: 'SEO', color: '#43a047', type: 'Marketing', phrases: ['Audyt SEO', 'Linkowanie', 'Meta opisy'] },
  { name: 'Spotkania', color: '#757575', type: 'Zarządzanie', phrases: ['Daily', 'Spotkanie z klientem', 'Planowanie sprintu', 'Retrospektywa'] },
  { name: 'Zarządzanie projektem', color: '#546e7a', type: 'Zarządzanie', phrases: ['Harmonogram', 'Wycena zmian', 'Raport dla klienta', 'Koordynacja zespołu'] },
];

export const EVENT_TITLES = ['Spotkanie z klientem', 'Przegląd sprintu', 'Warsztat', 'Szkolenie', 'Rozmowa rekrutacyjna', 'Prezentacja', 'Konsultacje', 'Planowanie'];
export const ALL_DAY_TITLES = ['Urlop', 'Delegacja', 'Konferencja', 'Praca zdalna'];
export const EVENT_COLORS = ['#f5b135', '#1976d2', '#388e3c', '#d81b60', '#8e24aa'];

/** Activity-log actions the seed spreads over three years: [action, subject type, weight]. */
export const ACTIONS: [string, string, number][] = [
  ['auth.login', 'users', 30], ['create', 'time-entries', 35], ['update', 'time-entries', 15], ['delete', 'time-entries', 4],
  ['create', 'events', 6], ['update', 'projects', 4], ['create', 'projects', 2], ['update', 'users', 2], ['auth.logout', 'users', 2],
];
