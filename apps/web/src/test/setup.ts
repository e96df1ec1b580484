import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEFAULT_LOCALE } from '@harmony/shared';
import i18n, { loadModuleTexts } from '../lib/i18n/i18n';
import { resetLoading } from '../lib/loading/loading-store';
import { queryClient } from '../lib/query-client';

// The app loads the module texts with its layouts and screens (lib/i18n/i18n.ts); component tests render
// screens and components on their own, so every test file starts with all the texts in place.
await loadModuleTexts();

// The signed-in user's background chunk (root-shell.tsx loads it lazily) is loaded here, once per worker: a file
// that ended while it was still loading (a busy machine) left it failed in the shared module graph, and every
// later file of that worker rendering a signed-in app got a 500 page instead (a full run, session 5).
await import('../app/router/signed-in-sync');

// findBy…/waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine (the whole suite, CI) a screen's first
// lazy import can take longer than a second; a test that passes waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

/**
 * The web tests share one module graph per worker (isolate: false in vitest.config.ts: importing MUI and the
 * app again for every file cost most of the run). So after each test the app's shared state goes back to a
 * fresh page's: nothing rendered, an empty query cache, Polish, no stubs, no storage or cookies. These hooks
 * run after the file's own (vitest runs after-hooks in reverse order).
 */
afterEach(async () => {
  if (typeof document !== 'undefined') cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A fetch the test left unanswered would keep the loading flag up in the next file (after the real
  // timers are back: its drop timer may be a fake one).
  resetLoading();
  if (i18n.language !== DEFAULT_LOCALE) await i18n.changeLanguage(DEFAULT_LOCALE);
  // A few files run in Node (build plugins, the server's first-frame renderer): no page to reset there.
  if (typeof document === 'undefined') return;
  // No focus or text selection carried over: an editor (ProseMirror) reads the document's selection when it
  // takes the focus, and one left in the previous test's (removed) nodes would be where its commands land.
  (document.activeElement as HTMLElement | null)?.blur?.();
  document.getSelection()?.removeAllRanges();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
