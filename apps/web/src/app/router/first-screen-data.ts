import { matchRoute, type SessionUser } from '@harmony/shared';
import { localeOfPath } from '../../lib/i18n/locale';
import { checkRoute } from './middleware';
import { screenFor } from './screens';

/**
 * On a page load, once the session probe has answered: starts the data the page's screen shows first
 * (a list's first page) beside the screen's chunks, instead of after they have run and rendered. Only for
 * a screen the user may open; the layout gate still decides what renders.
 */
export function prefetchFirstScreenData(user: SessionUser, { pathname, search } = window.location): void {
  const match = matchRoute(pathname);
  const screen = match && screenFor(match.route);
  if (!match || !screen?.prefetchData) return;
  const access = checkRoute(match.route, match.params, {
    user,
    locale: localeOfPath(pathname),
    path: `${pathname}${search}`,
    redirectParam: null,
    endedByUser: false,
    t: () => '',
  });
  if (access.type === 'pass') void screen.prefetchData(search).catch(() => undefined);
}
