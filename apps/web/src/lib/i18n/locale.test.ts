import { describe, expect, it } from 'vitest';
import { homePath, localeOfPath, loginPath, switchLocalePath } from './locale';

describe('locale paths', () => {
  it('reads the locale from the URL: /en prefix is English, anything else Polish', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/projekty')).toBe('en');
    expect(localeOfPath('/projekty')).toBe('pl');
    expect(localeOfPath('/english')).toBe('pl');
  });

  it('maps the same screen to the other language, keeping query and hash', () => {
    expect(switchLocalePath('/projekty', 'en')).toBe('/en/projekty');
    expect(switchLocalePath('/en/projekty', 'pl')).toBe('/projekty');
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/en', 'pl')).toBe('/');
    expect(switchLocalePath('/czasy', 'en', '?page=2', '#top')).toBe('/en/czasy?page=2#top');
    expect(switchLocalePath('/en/czasy', 'en')).toBe('/en/czasy');
  });

  it('builds home and login paths per locale', () => {
    expect(homePath('pl')).toBe('/');
    expect(homePath('en')).toBe('/en');
    expect(loginPath('en', '/en/czasy')).toBe('/en/login?redirect=%2Fen%2Fczasy');
    expect(loginPath('pl')).toBe('/login');
  });
});
