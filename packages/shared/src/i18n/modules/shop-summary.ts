import type { Catalogue } from './types.js';

/** Texts of the shop card on the dashboard and /panel (issue 25). */
const pl = {
  shopSummary: {
    title: 'Sklep',
    ordersToday: 'Zamówienia dziś',
    revenueMonth: 'Przychód w tym miesiącu (brutto)',
    drafts: 'Szkice zamówień',
    lowStock: 'Produkty z niskim stanem',
    lowStockNone: 'Wszystkie produkty mają stan powyżej progu.',
    stockOf: 'stan {{stock}} (próg {{threshold}})',
    allOrders: 'Wszystkie zamówienia',
    allLowStock: 'Pokaż wszystkie',
    loadFailed: 'Nie udało się wczytać danych sklepu.',
    nothingHere: 'Nie masz jeszcze dostępu do żadnej części panelu treści ani sklepu.',
  },
};

const en: Catalogue<typeof pl> = {
  shopSummary: {
    title: 'Shop',
    ordersToday: 'Orders today',
    revenueMonth: 'Revenue this month (gross)',
    drafts: 'Draft orders',
    lowStock: 'Products low on stock',
    lowStockNone: 'Every product is above its threshold.',
    stockOf: 'stock {{stock}} (threshold {{threshold}})',
    allOrders: 'All orders',
    allLowStock: 'Show all',
    loadFailed: 'The shop figures could not be loaded.',
    nothingHere: 'You have no access to any part of the content or shop panel yet.',
  },
};

export const shopSummaryI18n = { pl, en };
