/**
 * The side menus. The CRM menu is the seed's section 2 list, in its order; the CMS menu is the shop and
 * content modules of seed section 1. Each item is shown only if permitted and its section is enabled
 * in the menu configuration (table `menu_sections`, editable at /administrator/menu).
 */
import { ADMIN_ROLES } from './permissions/catalogue.js';

export interface MenuItem {
  /** Menu-configuration key and i18n key under `menu.`. */
  key: string;
  path?: string;
  /** Subjects checked with `listowanie`, pipe-separated. */
  permission?: string;
  /** Pipe-separated role names (any of). */
  roles?: string;
  icon: string;
  children?: MenuItem[];
}

export const CRM_MENU: MenuItem[] = [
  { key: 'dashboard', path: '/', icon: 'dashboard' },
  // The original spelt this check "Superadministratore|Administratore"; hasRole reads it as the intended names.
  { key: 'adminProjects', path: '/administrator/projekty', roles: 'Superadministratore|Administratore', icon: 'groupWork' },
  { key: 'projects', path: '/projekty', permission: 'Projekty__wszystkie|Projekty__wlasne', icon: 'work' },
  { key: 'categories', path: '/kategorie', permission: 'Administracja__kategorie__projektow', icon: 'category' },
  { key: 'reports', path: '/raporty', permission: 'Raporty__wlasne', icon: 'assessment' },
  { key: 'calendar', path: '/uzytkownik/kalendarz', permission: 'Kalendarz__wlasne', icon: 'calendar' },
  { key: 'times', path: '/czasy', permission: 'Czasy__wszystkie|Czasy__kontraktorow|Czasy__wlasne', icon: 'schedule' },
  { key: 'users', path: '/administrator/uzytkownicy', permission: 'Administracja__uzytkownicy', icon: 'people' },
  {
    key: 'administration',
    permission: 'Administracja',
    icon: 'settings',
    children: [
      { key: 'userGroups', path: '/administrator/grupy-uzytkownikow', permission: 'Administracja', icon: 'groups' },
      { key: 'settings', path: '/administrator/ustawienia', permission: 'Administracja', icon: 'tune' },
    ],
  },
];

export const CMS_MENU: MenuItem[] = [
  { key: 'panel', path: '/panel', permission: 'Administracja', icon: 'dashboard' },
  { key: 'orders', path: '/zamowienia', permission: 'Sklep__zamowienia', icon: 'shoppingCart' },
  { key: 'payments', path: '/pay', permission: 'Sklep__platnosci', icon: 'payments' },
  { key: 'customers', path: '/klienci', permission: 'Sklep__klienci', icon: 'people' },
  { key: 'pages', path: '/strony', permission: 'Tresci__strony', icon: 'article' },
  { key: 'posts', path: '/posty', permission: 'Tresci__posty', icon: 'notes' },
  { key: 'galleries', path: '/galerie', permission: 'Tresci__galerie', icon: 'photo' },
  { key: 'media', path: '/administrator/pliki', permission: 'Tresci__media', icon: 'photo' },
  {
    key: 'products',
    permission: 'Sklep__produkty',
    icon: 'inventory',
    children: [
      { key: 'productsList', path: '/produkty', permission: 'Sklep__produkty', icon: 'list' },
      { key: 'productCategories', path: '/produkty/kategorie', permission: 'Sklep__produkty', icon: 'category' },
      { key: 'productAttributes', path: '/produkty/atrybuty', permission: 'Sklep__produkty', icon: 'label' },
      { key: 'productAttributeTypes', path: '/produkty/typy-atrybutow', permission: 'Sklep__produkty', icon: 'tune' },
      { key: 'productTypes', path: '/produkty/typy', permission: 'Sklep__produkty', icon: 'category' },
    ],
  },
  { key: 'sliders', path: '/slidery', permission: 'Tresci__galerie', icon: 'slideshow' },
  { key: 'popups', path: '/popupy', permission: 'Tresci__popupy', icon: 'campaign' },
  { key: 'forms', path: '/formularze', permission: 'Formularze', icon: 'form' },
  // The contact forms' inbox (issue 27): its own subject, so a team may answer messages without editing forms.
  { key: 'messages', path: '/wiadomosci', permission: 'Wiadomosci', icon: 'inbox' },
  { key: 'contacts', path: '/kontakt', permission: 'Tresci__kontakty', icon: 'contact' },
  { key: 'realizations', path: '/realizacje', permission: 'Tresci__realizacje', icon: 'work' },
  { key: 'map', path: '/map', permission: 'Tresci__kontakty|Tresci__realizacje', icon: 'map' },
  {
    key: 'mailing',
    permission: 'Mailing',
    icon: 'mail',
    children: [
      { key: 'mailsSend', path: '/maile/nowy', permission: 'Mailing', icon: 'send' },
      { key: 'mailsOutbox', path: '/maile/skrzynka-nadawcza', permission: 'Mailing', icon: 'outbox' },
      { key: 'mailsSent', path: '/maile', permission: 'Mailing', icon: 'mail' },
    ],
  },
  // Newsletters and Web Push (issue 28): each its own subject, shown unless switched off in the menu configuration.
  { key: 'newsletter', path: '/newsletter', permission: 'Newsletter', icon: 'subscriptions' },
  { key: 'push', path: '/push/list', permission: 'Push', icon: 'notificationsActive' },
  {
    key: 'cmsAdministration',
    roles: ADMIN_ROLES,
    icon: 'settings',
    children: [
      { key: 'menuConfig', path: '/administrator/menu', icon: 'menu' },
      { key: 'cmsUsers', path: '/administrator/uzytkownicy', icon: 'people' },
      { key: 'cmsUserGroups', path: '/administrator/grupy-uzytkownikow', icon: 'groups' },
      { key: 'cmsSettings', path: '/administrator/ustawienia', icon: 'tune' },
    ],
  },
];

/** Default menu configuration: one row per section, with its Polish display name. */
export const DEFAULT_MENU_SECTIONS: { key: string; name: string; enabled: boolean }[] = [
  { key: 'dashboard', name: 'Dashboard', enabled: true },
  { key: 'adminProjects', name: 'Projekty użytkowników', enabled: true },
  { key: 'projects', name: 'Projekty', enabled: true },
  { key: 'categories', name: 'Kategorie', enabled: true },
  { key: 'reports', name: 'Raporty', enabled: true },
  { key: 'calendar', name: 'Kalendarz', enabled: true },
  { key: 'times', name: 'Czas przepracowany', enabled: true },
  { key: 'users', name: 'Użytkownicy', enabled: true },
  { key: 'administration', name: 'Administracja', enabled: true },
  { key: 'userGroups', name: 'Grupy użytkowników', enabled: true },
  { key: 'settings', name: 'Ustawienia', enabled: true },
  { key: 'panel', name: 'Panel', enabled: true },
  { key: 'orders', name: 'Zamówienia', enabled: true },
  { key: 'payments', name: 'Płatności', enabled: true },
  { key: 'customers', name: 'Klienci', enabled: false },
  { key: 'pages', name: 'Strony', enabled: true },
  { key: 'posts', name: 'Posty', enabled: true },
  { key: 'galleries', name: 'Galerie', enabled: true },
  { key: 'media', name: 'Media', enabled: true },
  { key: 'products', name: 'Produkty', enabled: true },
  { key: 'productsList', name: 'Lista produktów', enabled: true },
  { key: 'productCategories', name: 'Kategorie produktów', enabled: true },
  { key: 'productAttributes', name: 'Atrybuty', enabled: true },
  { key: 'productAttributeTypes', name: 'Typy atrybutów', enabled: true },
  { key: 'productTypes', name: 'Typy produktów', enabled: true },
  { key: 'sliders', name: 'Slidery', enabled: true },
  { key: 'popups', name: 'Popupy', enabled: true },
  { key: 'forms', name: 'Formularze', enabled: true },
  { key: 'messages', name: 'Wiadomości', enabled: true },
  { key: 'contacts', name: 'Kontakty', enabled: true },
  { key: 'realizations', name: 'Realizacje', enabled: false },
  { key: 'map', name: 'Mapa', enabled: true },
  { key: 'mailing', name: 'Mailing', enabled: false },
  { key: 'mailsSend', name: 'Wyślij', enabled: true },
  { key: 'mailsOutbox', name: 'Skrzynka nadawcza', enabled: true },
  { key: 'mailsSent', name: 'Wysłane', enabled: true },
  { key: 'newsletter', name: 'Newsletter', enabled: true },
  { key: 'push', name: 'Powiadomienia push', enabled: true },
  { key: 'cmsAdministration', name: 'Administracja', enabled: true },
  { key: 'menuConfig', name: 'Menu', enabled: true },
  { key: 'cmsUsers', name: 'Użytkownicy', enabled: true },
  { key: 'cmsUserGroups', name: 'Grupy użytkowników', enabled: true },
  { key: 'cmsSettings', name: 'Ustawienia', enabled: true },
];
