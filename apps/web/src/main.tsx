import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/boot.css';
import { loadShellTexts } from './lib/i18n/i18n';
import { currentLocale } from './lib/i18n/locale';
import { App } from './app/app';
import { adoptFirstFrameData } from './first-frame/first-frame';
import { prefetchFirstScreenData } from './app/router/first-screen-data';
import { appConfigSettled } from './lib/app-config/use-app-config';
import { installRoutePrefetcher, preloadSignedInScreen } from './app/router/prefetch-routes';
import { setUnauthorizedHandler } from './lib/api/unauthorized';
import { endSession } from './lib/auth/session';
import { loadNumberData } from './lib/i18n/intl-formats';
import { userQueryOptions } from './lib/auth/user-query';
import { measureScrollbarSize } from './lib/hooks/use-scrollbar-size';
import { listenForPreloadErrors } from './lib/pwa/chunk-reload';
import { queryClient } from './lib/query-client';
import { startInstallController } from './lib/pwa/install-store';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { rememberThemeForServer } from './lib/theme/theme-store';

listenForPreloadErrors();
startInstallController();
// The server draws the dashboard's first frame in the theme its cookie names: a theme chosen before the cookie
// existed is told to it here.
rememberThemeForServer();
// While the document is only the boot screen: measuring later would lay out the whole new page (the data grids).
measureScrollbarSize();
// A 401 from any call: forget the user; the route guard sends the browser to /login with the path to return to.
setUnauthorizedHandler(() => endSession({ byUser: false }));
// Under the dashboard's first frame the server has handed over what the probe below would ask for.
adoptFirstFrameData(queryClient);
// The session probe decides which page shows first: ask now, beside the page's chunks (below), not
// after the first render; for a signed-in user the screen's chunks, the shell's app config and the
// screen's first data (a list's page) follow at once.
void queryClient.fetchQuery(userQueryOptions).then(
  (user) => {
    if (!user) return;
    preloadSignedInScreen();
    prefetchFirstScreenData(user);
    return appConfigSettled(queryClient);
  },
  () => undefined,
);
installRoutePrefetcher();
// In a task of its own: the load event fires in the same task as the app's first script.
if (import.meta.env.PROD) window.addEventListener('load', () => setTimeout(() => registerServiceWorker()));

// ICU's number data, in a task of its own before the render below, not inside one of its slices.
setTimeout(loadNumberData);
// The first render replaces index.html's loader with the app's own (the session is not known yet) while
// the page's chunks download. It starts in a task of its own (this one has just evaluated every module),
// and as a transition: React renders in slices of a few milliseconds, yielding to the browser in between,
// instead of in one long task while the page cannot answer input.
// A page in English first waits for the English shell texts (one small chunk; Polish is in this bundle).
const shellTexts = loadShellTexts(currentLocale()).catch(() => undefined);
void shellTexts.then(() => setTimeout(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
));
