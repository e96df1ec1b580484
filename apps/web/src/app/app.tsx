import { RouterProvider } from 'react-router';
import { DeferredToastHost } from './layouts/deferred-snackbars';
import { AppProviders } from './providers';
import { createAppRouter } from './router/create-app-router';

// zod probes `new Function` to compile fast parsers; under the app's CSP (script-src 'self') the probe is
// refused and reported as a violation. Parsing without it is what happens anyway. zod keeps its config
// on this global (zod/v4/core/core.js) and adopts one set before it loads: no zod in the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <DeferredToastHost />
    </AppProviders>
  );
}
