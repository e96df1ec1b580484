import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { menuLeaves, type VisibleMenuItem } from '../../lib/menu/visible-menu';
import { whenIdle } from '../../lib/idle/when-idle';
import { prefetchPath } from '../../lib/pwa/prefetch';

/**
 * How long a page is left alone before its menu's screens are fetched in the background: loading a
 * screen also runs its code, and a phone should spend its first seconds on the page the user is
 * looking at, not on 30 others (a hovered or focused link still loads its screen at once).
 */
export const BACKGROUND_PREFETCH_DELAY_MS = 8000;
/** Each screen waits this long at most for an idle moment (browsers without requestIdleCallback: this long). */
export const BACKGROUND_PREFETCH_IDLE_MS = 10_000;

/**
 * Fetches the screens behind `paths` in the background: after BACKGROUND_PREFETCH_DELAY_MS, then one
 * at a time, each in an idle moment once the previous one has loaded. Returns a cancel.
 */
export function prefetchInBackground(paths: string[], win: Window = window): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const step = (index: number) => {
    if (cancelled || index >= paths.length) return;
    cancelStep = whenIdle(
      () => {
        void prefetchPath(paths[index]!).then(
          () => step(index + 1),
          () => step(index + 1),
        );
      },
      win,
      BACKGROUND_PREFETCH_IDLE_MS,
    );
  };
  const start = win.setTimeout(() => step(0), BACKGROUND_PREFETCH_DELAY_MS);
  return () => {
    cancelled = true;
    win.clearTimeout(start);
    cancelStep();
  };
}

/** Once the page has settled, fetch the screens the menu links to (one by one), so the first click is instant. */
export function useIdlePrefetch(items: VisibleMenuItem[]): void {
  const { to } = useLocale();
  const paths = menuLeaves(items).map((item) => to(item.path ?? '/')).join('\n');
  useEffect(() => {
    if (!paths) return;
    return prefetchInBackground(paths.split('\n'));
  }, [paths]);
}
