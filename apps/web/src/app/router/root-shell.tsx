import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocaleSync } from '../../lib/i18n/use-locale-sync';

const SignedInSync = lazy(() => import('./signed-in-sync'));

/** Above every layout: the URL's language, and the background state of a signed-in user (its own chunk). */
export function RootShell() {
  useLocaleSync();
  const { user } = useAuth();
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <SignedInSync userId={user.id} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
