import { RouterProvider } from 'react-router';
import { DeferredToastHost } from './layouts/deferred-snackbars';
import { AppProviders } from './providers';
import { createAppRouter } from './router/create-app-router';

// zod probes `new Function` to compile fast parsers; under the app's CSP (script-src 'self') the probe is
// refused and reported as a violation. Parsing without it is what happens anyway. zod keeps its config
// on this global (zod/v4/core/core.js) and adopts one set before it loads: no zod in the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// Made by the first render, a step of React's sliced work, rather than while the modules load.
let router: ReturnType<typeof createAppRouter> | null = null;

export function App() {
  router ??= createAppRouter();
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <DeferredToastHost />
    </AppProviders>
  );
}
