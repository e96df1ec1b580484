import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadShellTexts } from './i18n';

/** The app starts with the Polish shell texts only; English arrives when a page needs it (the /login budget). */
describe('shell texts', () => {
  const full = i18n.getResourceBundle('en', 'translation') as object;
  afterEach(() => {
    // The test set-up loaded every module's texts: put the whole English catalogue back for the next files.
    i18n.addResourceBundle('en', 'translation', full, true, true);
  });

  it('fetches the English shell catalogue on first need, and Polish needs nothing', async () => {
    i18n.removeResourceBundle('en', 'translation');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await loadShellTexts('pl');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await loadShellTexts('en');
    expect(i18n.getFixedT('en')('auth.loginRequired')).toBe('Sign in to continue.');
    expect(i18n.getFixedT('pl')('auth.loginRequired')).toBe('Zaloguj się aby kontynuować.');
  });
});
