import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './lib/i18n/i18n';
import { App } from './app/app';
import { installRoutePrefetcher } from './app/router/prefetch-routes';
import { setUnauthorizedHandler } from './lib/api/unauthorized';
import { endSession } from './lib/auth/session';
import { listenForPreloadErrors } from './lib/pwa/chunk-reload';
import { startInstallController } from './lib/pwa/install-store';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

listenForPreloadErrors();
startInstallController();
installRoutePrefetcher();
// A 401 from any call: forget the user; the route guard sends the browser to /login with the path to return to.
setUnauthorizedHandler(() => endSession({ byUser: false }));
if (import.meta.env.PROD) window.addEventListener('load', () => registerServiceWorker());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
