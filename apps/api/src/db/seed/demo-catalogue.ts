/**
 * What the demo agency works on: kinds of work, project statuses, a dozen client projects and who works
 * where. Plain data; demo-data.ts turns it into rows.
 */

export type DemoPerson = 'superadmin' | 'admin' | 'lider' | 'kontraktor';

export const DEMO_EMAILS: Record<DemoPerson, string> = {
  superadmin: 'superadmin@demo.local',
  admin: 'admin@demo.local',
  lider: 'lider@demo.local',
  kontraktor: 'kontraktor@demo.local',
};

export const CATEGORY_TYPES = ['Prace techniczne', 'Prace kreatywne', 'Organizacja'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export type CategoryKey = 'dev' | 'qa' | 'support' | 'ux' | 'graphics' | 'copy' | 'meetings' | 'pm';

export const CATEGORIES: Record<CategoryKey, { name: string; color: string; type: CategoryType; descriptions: string[] }> = {
  dev: {
    name: 'Programowanie', color: '#1e88e5', type: 'Prace techniczne',
    descriptions: [
      'Implementacja formularza zamówienia', 'Integracja z bramką płatności', 'Poprawki po code review',
      'Refaktoryzacja modułu koszyka', 'Endpointy API dla aplikacji mobilnej', 'Migracja bazy danych',
      'Optymalizacja zapytań i cache', 'Import danych produktów z CSV',
    ],
  },
  qa: {
    name: 'Testy i QA', color: '#43a047', type: 'Prace techniczne',
    descriptions: ['Testy regresji przed wdrożeniem', 'Testy na urządzeniach mobilnych', 'Weryfikacja zgłoszeń klienta', 'Testy wydajnościowe'],
  },
  support: {
    name: 'Wsparcie techniczne', color: '#00897b', type: 'Prace techniczne',
    descriptions: ['Aktualizacja wtyczek i zależności', 'Konfiguracja serwera i kopii zapasowych', 'Obsługa zgłoszeń serwisowych', 'Monitoring i analiza logów'],
  },
  ux: {
    name: 'Projektowanie UX/UI', color: '#8e24aa', type: 'Prace kreatywne',
    descriptions: ['Makiety ekranów w Figmie', 'Warsztat z użytkownikami', 'Poprawki projektu po akceptacji', 'Projekt ścieżki zakupowej'],
  },
  graphics: {
    name: 'Grafika', color: '#d81b60', type: 'Prace kreatywne',
    descriptions: ['Przygotowanie banerów kampanii', 'Księga znaku — poprawki', 'Grafiki do mediów społecznościowych', 'Ilustracje na stronę główną'],
  },
  copy: {
    name: 'Copywriting', color: '#f4511e', type: 'Prace kreatywne',
    descriptions: ['Teksty na stronę ofertową', 'Opisy produktów', 'Treść newslettera', 'Korekta tekstów klienta'],
  },
  meetings: {
    name: 'Spotkania', color: '#fbc02d', type: 'Organizacja',
    descriptions: ['Spotkanie statusowe z klientem', 'Planowanie sprintu', 'Daily z zespołem', 'Prezentacja postępów prac'],
  },
  pm: {
    name: 'Zarządzanie projektem', color: '#6d4c41', type: 'Organizacja',
    descriptions: ['Aktualizacja harmonogramu', 'Wycena zmian dla klienta', 'Raport miesięczny dla klienta', 'Przegląd budżetu projektu'],
  },
};

export const PROJECT_STATUSES = [
  { key: 'new', name: 'Nowy', color: '#2196f3' },
  { key: 'active', name: 'W toku', color: '#4caf50' },
  { key: 'onHold', name: 'Wstrzymany', color: '#ff9800' },
  { key: 'done', name: 'Zakończony', color: '#9e9e9e' },
] as const;
export type StatusKey = (typeof PROJECT_STATUSES)[number]['key'];

export interface DemoProject {
  key: string;
  name: string;
  customer: string;
  description: string;
  category: CategoryKey;
  status: StatusKey;
  leader: DemoPerson;
  /** Share of the budget the booked hours use after seeding (≥ 0.8: a budget alert); null: no hours budget. */
  hoursUse: number | null;
  /** Share of the money budget used; null: no money budget. */
  costUse: number | null;
  /** Days from now to the deadline. */
  deadlineIn: number | null;
  archived?: boolean;
  /** A budget in hours for a project without time yet. */
  fixedBudgetHours?: number;
}

export const PROJECTS: DemoProject[] = [
  { key: 'shop', name: 'Sklep internetowy Zielony Koszyk', customer: 'Zielony Koszyk sp. z o.o.', description: 'Nowy sklep z ekologiczną żywnością: katalog, koszyk, płatności i integracja z magazynem.', category: 'dev', status: 'active', leader: 'lider', hoursUse: 0.91, costUse: 0.84, deadlineIn: 45 },
  { key: 'rebrand', name: 'Rebranding Piekarni Kruszyna', customer: 'Piekarnia Kruszyna s.c.', description: 'Nowy znak, księga identyfikacji i opakowania.', category: 'graphics', status: 'active', leader: 'lider', hoursUse: 1.07, costUse: null, deadlineIn: 12 },
  { key: 'fit', name: 'Aplikacja mobilna FitKlub', customer: 'FitKlub S.A.', description: 'Aplikacja do zapisów na zajęcia i karnetów dla sieci klubów fitness.', category: 'dev', status: 'active', leader: 'lider', hoursUse: 0.56, costUse: 0.5, deadlineIn: 120 },
  { key: 'campaign', name: 'Kampania „Lato nad Bałtykiem”', customer: 'Biuro Podróży Żagiel', description: 'Kampania sezonowa: landing page, banery i newsletter.', category: 'copy', status: 'active', leader: 'lider', hoursUse: 0.83, costUse: null, deadlineIn: 30 },
  { key: 'jobs', name: 'Portal rekrutacyjny PracaPlus', customer: 'PracaPlus sp. z o.o.', description: 'Portal ogłoszeń z panelem pracodawcy i wyszukiwarką.', category: 'dev', status: 'active', leader: 'admin', hoursUse: 0.62, costUse: 0.58, deadlineIn: 90 },
  { key: 'hotel', name: 'System rezerwacji Hotelu Pod Lipami', customer: 'Hotel Pod Lipami', description: 'Rezerwacje online z kalendarzem dostępności pokoi.', category: 'dev', status: 'active', leader: 'superadmin', hoursUse: 0.44, costUse: null, deadlineIn: 75 },
  { key: 'intranet', name: 'Intranet Kancelarii Wróbel i Wspólnicy', customer: 'Kancelaria Wróbel i Wspólnicy', description: 'Intranet z obiegiem dokumentów i kalendarzem rozpraw.', category: 'dev', status: 'active', leader: 'admin', hoursUse: 0.71, costUse: 0.66, deadlineIn: 60 },
  { key: 'foundation', name: 'Strona Fundacji Źródło', customer: 'Fundacja Źródło', description: 'Strona fundacji ze zbiórkami i aktualnościami; wstrzymana do decyzji zarządu.', category: 'ux', status: 'onHold', leader: 'admin', hoursUse: 0.38, costUse: null, deadlineIn: null },
  { key: 'erp', name: 'Integracja ERP Stalmet', customer: 'Stalmet S.A.', description: 'Synchronizacja zamówień i stanów magazynowych z systemem ERP.', category: 'support', status: 'active', leader: 'admin', hoursUse: 0.87, costUse: 0.93, deadlineIn: 20 },
  { key: 'newsletter', name: 'Newsletter Księgarni Słowo', customer: 'Księgarnia Słowo', description: 'Szablony newslettera i automatyzacje dla księgarni.', category: 'copy', status: 'active', leader: 'lider', hoursUse: 0.97, costUse: null, deadlineIn: 5 },
  { key: 'bank', name: 'Audyt UX Banku Spółdzielczego w Łomży', customer: 'Bank Spółdzielczy w Łomży', description: 'Audyt bankowości internetowej i rekomendacje zmian.', category: 'ux', status: 'active', leader: 'lider', hoursUse: 0.52, costUse: 0.47, deadlineIn: 40 },
  { key: 'furniture', name: 'Konfigurator mebli Dębowy Dom', customer: 'Dębowy Dom sp.j.', description: 'Konfigurator mebli na wymiar; start w przyszłym miesiącu.', category: 'dev', status: 'new', leader: 'lider', hoursUse: null, costUse: null, deadlineIn: 150, fixedBudgetHours: 320 },
  { key: 'calendar', name: 'Kalendarz firmowy 2025', customer: 'Drukarnia Offset-Łódź', description: 'Projekt kalendarza trójdzielnego; zakończony i zarchiwizowany.', category: 'graphics', status: 'done', leader: 'lider', hoursUse: null, costUse: null, deadlineIn: -140, archived: true, fixedBudgetHours: 60 },
];

/**
 * Who works where: per person, projects with a weight (how much of their time goes there) and the months
 * relative to now (-3 … +1) they are allocated in; entries only land in allocated months.
 */
export const PLAN: Record<DemoPerson, { project: string; weight: number; months: number[]; hours: number }[]> = {
  kontraktor: [
    { project: 'shop', weight: 5, months: [-3, -2, -1, 0, 1], hours: 70 },
    { project: 'fit', weight: 3, months: [-3, -2, -1, 0, 1], hours: 40 },
    { project: 'erp', weight: 2, months: [-2, -1, 0, 1], hours: 25 },
    { project: 'newsletter', weight: 1, months: [-3, -2], hours: 15 },
    { project: 'furniture', weight: 0, months: [1], hours: 60 },
  ],
  lider: [
    { project: 'shop', weight: 3, months: [-3, -2, -1, 0, 1], hours: 35 },
    { project: 'rebrand', weight: 3, months: [-3, -2, -1, 0], hours: 30 },
    { project: 'campaign', weight: 2, months: [-2, -1, 0, 1], hours: 25 },
    { project: 'bank', weight: 2, months: [-3, -2, -1, 0, 1], hours: 20 },
    { project: 'newsletter', weight: 1, months: [-3, -2, -1, 0], hours: 10 },
    { project: 'furniture', weight: 0, months: [1], hours: 30 },
  ],
  admin: [
    { project: 'jobs', weight: 4, months: [-3, -2, -1, 0, 1], hours: 60 },
    { project: 'intranet', weight: 3, months: [-3, -2, -1, 0, 1], hours: 45 },
    { project: 'erp', weight: 2, months: [-3, -2, -1, 0], hours: 30 },
    { project: 'foundation', weight: 1, months: [-3, -2], hours: 15 },
  ],
  superadmin: [
    { project: 'hotel', weight: 3, months: [-3, -2, -1, 0, 1], hours: 30 },
    { project: 'intranet', weight: 1, months: [-3, -2, -1, 0], hours: 10 },
    { project: 'foundation', weight: 1, months: [-3, -2], hours: 10 },
  ],
};

/** Kinds of work per person, weighted. */
export const WORK: Record<DemoPerson, [CategoryKey, number][]> = {
  kontraktor: [['dev', 6], ['qa', 2], ['support', 1], ['meetings', 1]],
  lider: [['pm', 4], ['meetings', 3], ['ux', 2], ['copy', 2], ['graphics', 1]],
  admin: [['dev', 3], ['support', 3], ['pm', 2], ['meetings', 2]],
  superadmin: [['meetings', 3], ['pm', 3], ['ux', 1]],
};

/** How much of a work day each person books (the superadministrator mostly manages). */
export const BOOKING: Record<DemoPerson, { daily: number; hours: [number, number] }> = {
  kontraktor: { daily: 0.96, hours: [7, 8.5] },
  lider: { daily: 0.95, hours: [6.5, 8] },
  admin: { daily: 0.9, hours: [6, 8] },
  superadmin: { daily: 0.5, hours: [2, 4.5] },
};

/** Hourly rates (zł): general ones a year back, a raise, and two project rates. */
export const RATES: { person: DemoPerson; rate: number; monthsAgo: number; project?: string }[] = [
  { person: 'superadmin', rate: 200, monthsAgo: 12 },
  { person: 'admin', rate: 160, monthsAgo: 12 },
  { person: 'lider', rate: 130, monthsAgo: 12 },
  { person: 'kontraktor', rate: 95, monthsAgo: 12 },
  { person: 'kontraktor', rate: 105, monthsAgo: 1 },
  { person: 'lider', rate: 150, monthsAgo: 12, project: 'bank' },
  { person: 'kontraktor', rate: 120, monthsAgo: 12, project: 'erp' },
];

export const EVENT_COLORS = ['#f5b135', '#1e88e5', '#43a047', '#8e24aa', '#e53935', '#00897b'];

/** Calendar events: `{customer}` is filled with one of the person's customers. */
export const EVENT_TITLES = [
  'Spotkanie z klientem: {customer}', 'Przegląd sprintu', 'Planowanie tygodnia', 'Prezentacja makiet: {customer}',
  'Rozmowa o wycenie: {customer}', 'Szkolenie wewnętrzne', 'Lunch zespołu', 'Wizyta u lekarza', 'Odbiór prac: {customer}',
];
export const ALL_DAY_TITLES = ['Urlop', 'Szkolenie wyjazdowe', 'Konferencja branżowa'];
