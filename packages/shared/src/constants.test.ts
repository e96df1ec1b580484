import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('seed section 9: business constants and limits', () => {
  it('has the seed\'s timings', () => {
    expect(c.ALERT_TIMEOUT_MS).toBe(3000);
    expect(c.TOAST_TIMEOUT_MS).toBe(3000);
    expect(c.INSTALL_TOAST_MIN_MS).toBe(4000);
    expect(c.INSTALL_TOAST_MAX_MS).toBe(8000);
    expect(c.INSTALL_FALLBACK_DELAY_MS).toBe(2000);
    expect(c.TIMER_LOGOUT_DELAY_MS).toBe(2000);
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60000);
    expect(c.FETCH_MIN_DISPLAY_DELAY_MS).toBe(200);
    expect(c.PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });

  it('has the seed\'s locale settings', () => {
    expect(c.LOCALE_COOKIE_DAYS).toBe(365);
    expect(c.DEFAULT_LOCALE).toBe('pl');
    expect([...c.LOCALES]).toEqual(['pl', 'en']);
    expect(c.TIMEZONE).toBe('Europe/Warsaw');
  });

  it('has the seed\'s sizes and limits', () => {
    expect(c.TOPBAR_DENSE_SCROLL_PX).toBe(400);
    expect(c.TOPBAR_ELEVATED_SCROLL_PX).toBe(50);
    expect([c.TIMER_POPUP_WIDTH, c.TIMER_POPUP_HEIGHT]).toEqual([400, 600]);
    expect(c.NOTIFICATION_LIST_MAX).toBe(5);
    expect(c.TABLE_MAX_HEIGHT).toBe('70vh');
  });

  it('has the seed\'s default names, theme colour and titles', () => {
    expect(c.DEFAULT_APP_SETTINGS).toEqual({ appName: '1CRM Harmony', groupName: 'Grupa', productName: 'Produkt', orderName: 'Zamówienia' });
    expect(c.DEFAULT_APP_SETTINGS.appName).toBe(c.PRODUCT_NAME);
    expect(c.THEME_COLOR).toBe('#f5b135');
    expect(c.TITLE_TEMPLATE).toBe('%s - 1CRM Harmony');
    expect(c.CMS_TITLE_TEMPLATE).toBe('%s - Harmony CMS');
  });

  it('has the seed\'s messages', () => {
    expect(c.LOGIN_REQUIRED_MESSAGE).toBe('Zaloguj się aby kontynuować.');
    expect(c.GENERIC_ERROR_TOAST).toBe('Ups! Coś poszło nie tak.');
    expect(c.GENERIC_SUCCESS_TOAST).toBe('Operacja wykonana poprawnie.');
    expect(c.NOT_FOUND_MESSAGE).toBe('This page could not be found');
    expect(c.NOT_FOUND_WARNING).toBe('404 nie znaleziono');
    expect(c.INTERNAL_ERROR_WARNING).toBe('Wystąpił wewnętrzny błąd');
  });

  it('has PRODUCT.md\'s limits', () => {
    expect(c.DEMO_PASSWORD).toBe('Harmony!2026');
    expect([c.PER_PAGE_DEFAULT, c.PER_PAGE_MAX]).toEqual([25, 100]);
    expect(c.LOGIN_MAX_FAILURES).toBe(5);
    expect(c.SESSION_IDLE_MS).toBe(2 * 60 * 60 * 1000);
    expect(c.SESSION_ABSOLUTE_MS).toBe(12 * 60 * 60 * 1000);
  });
});
