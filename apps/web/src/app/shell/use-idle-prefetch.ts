import { useEffect } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { menuLeaves, type VisibleMenuItem } from '../../lib/menu/visible-menu';
import { prefetchPath, whenIdle } from '../../lib/pwa/prefetch';

/** Once the page is idle, fetch the screens the menu links to, so the first click is instant. */
export function useIdlePrefetch(items: VisibleMenuItem[]): void {
  const { to } = useLocale();
  const paths = menuLeaves(items).map((item) => to(item.path ?? '/')).join('\n');
  useEffect(() => {
    if (!paths) return;
    return whenIdle(() => paths.split('\n').forEach((path) => prefetchPath(path)));
  }, [paths]);
}
