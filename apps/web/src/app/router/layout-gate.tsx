import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { LayoutName } from '@harmony/shared';
import { FullPageLoader } from '../../components/full-page-loader';
import { isApiError } from '../../lib/api';
import { sessionEndedByUser } from '../../lib/auth/session';
import { useAuth } from '../../lib/auth/use-auth';
import { localeOfPath } from '../../lib/i18n/locale';
import { LAYOUTS } from '../layouts/layouts';
import { ErrorScreen } from './error-screen';
import { checkRoute } from './middleware';
import { RedirectWithAlert } from './redirect-with-alert';
import { routeOfHandle } from './route-handle';
import { RouteTitle } from './route-title';

/**
 * One per layout, so the layout stays mounted while its screens change. It runs the matched route's
 * validity check, middleware and permission before anything of the layout renders.
 */
export function LayoutGate({ layout }: { layout: LayoutName }) {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = routeOfHandle(leaf?.handle);
  const auth = useAuth();
  // When the first session probe answers, the whole page behind the loader renders: React does that in
  // the background, in slices, and swaps it in when done, instead of in one long task on the answer.
  const answered = useDeferredValue(!auth.isLoading);

  if (!route || !leaf) return <ErrorScreen status={404} />;
  if (auth.isLoading || !answered) return <FullPageLoader />;
  if (auth.error) {
    // Status 0: no answer at all (offline, server down) — the service worker still served the shell.
    const status = isApiError(auth.error) ? auth.error.status : 500;
    if (status === 0) return <ErrorScreen status={503} message={t('errors.offline')} />;
    return <ErrorScreen status={status >= 400 ? status : 500} message={t('errors.server')} />;
  }

  const result = checkRoute(route, leaf.params, {
    user: auth.user,
    locale: localeOfPath(location.pathname),
    path: `${location.pathname}${location.search}${location.hash}`,
    redirectParam: new URLSearchParams(location.search).get('redirect'),
    endedByUser: sessionEndedByUser(),
    t: (key, vars) => t(key, vars),
  });
  if (result.type === 'redirect') return <RedirectWithAlert to={result.to} alert={result.alert} />;
  if (result.type === 'error') return <ErrorScreen status={result.status} message={result.message} />;

  const Layout = LAYOUTS[layout];
  return (
    <Suspense fallback={<FullPageLoader />}>
      <RouteTitle key={route.name} route={route} layout={layout} />
      <Layout>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Layout>
    </Suspense>
  );
}
