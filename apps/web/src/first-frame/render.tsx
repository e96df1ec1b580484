import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { FIRST_FRAME, ROUTES, type AppConfig, type Locale, type SessionUser } from '@harmony/shared';
import { catalogues } from '@harmony/shared/i18n/index';
import { CrmLayout } from '../app/layouts/crm-layout';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { appConfigQuery, appConfigSettled } from '../lib/app-config/use-app-config';
import { USER_QUERY_KEY } from '../lib/auth/user-query';
import { SHELL_I18N_OPTIONS } from '../lib/i18n/shell-texts';
import { createAppTheme } from '../lib/theme/create-app-theme';
import type { ThemeMode } from '../lib/theme/theme-mode';

export interface FirstFrameInput {
  /** The page's path, /en for English. */
  path: string;
  locale: Locale;
  theme: ThemeMode;
  /** As GET /api/session and GET /api/app-config answer them for this session. */
  user: SessionUser;
  appConfig: AppConfig;
}

export interface RenderedFirstFrame {
  /** The frame's element (#first-frame), for the page's body before #root. */
  html: string;
  /**
   * For the page's head: MUI's styles as emotion writes them for a server's page (<style data-emotion>), which
   * the app's emotion cache adopts instead of working them out and inserting them again, and the frame's own
   * rules (<style data-first-frame>), which go with the frame.
   */
  head: string;
}

/** The width a phone's page is drawn at: any below MUI's md breakpoint lays the shell out the same way. */
const PHONE_WIDTH = 412;

/** MUI's useMediaQuery answered as on a phone (the only queries it asks are min-width and max-width ones). */
function phoneMedia(query: string): MediaQueryList {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || PHONE_WIDTH >= Number(min[1])) && (!max || PHONE_WIDTH <= Number(max[1]));
  const ignore = () => undefined;
  // Only read on the server: nothing changes, nothing listens.
  return { matches, media: query, onchange: null, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore, dispatchEvent: () => false };
}

const onPhone = (theme: Theme): Theme => ({
  ...theme,
  components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { matchMedia: phoneMedia } } },
});

const once = <K, V>(make: (key: K) => V) => {
  const made = new Map<K, V>();
  return (key: K): V => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
};

/** One i18next instance per language, with every text, shared by every render: each render only reads it. */
const i18nFor = once((locale: Locale) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...SHELL_I18N_OPTIONS,
    resources: { pl: { translation: catalogues.pl }, en: { translation: catalogues.en } },
    lng: locale,
  });
  return i18n;
});

/** One theme per mode, laid out as on a phone. */
const themeFor = once((mode: ThemeMode) => onPhone(createAppTheme(mode)));

/**
 * The dashboard as the app first draws it for this user on a phone — the shell's top bar, the heading, the
 * greeting and the page's loading state — rendered by the app's own components, for the server to send with
 * the page (apps/api/src/plugins/first-frame.ts). The browser paints it before any script has run; the app
 * draws the same page beneath it and removes it once its screen is in place (first-frame.ts).
 */
export async function renderFirstFrame(input: FirstFrameInput): Promise<RenderedFirstFrame> {
  const i18n = i18nFor(input.locale);
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, input.user);
  client.setQueryData(appConfigQuery.queryKey, input.appConfig);
  // The shell reads the config with use(): settled (and marked so) before rendering, it does not suspend.
  await appConfigSettled(client);
  await Promise.resolve();
  const route = ROUTES.find((r) => r.name === 'dashboard')!;
  const theme = themeFor(input.theme);
  const cache = createCache({ key: 'css' });
  // Styles are collected for the head (extractCriticalToChunks), not written beside each element.
  cache.compat = true;
  const page: ReactElement = (
    <CacheProvider value={cache}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <CssBaseline enableColorScheme />
            <MemoryRouter initialEntries={[input.path]}>
              <CrmLayout>
                <DashboardPage route={route} />
              </CrmLayout>
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
  const inner = renderToString(page);
  client.clear();
  const emotion = createEmotionServer(cache);
  // Over the page, where the app draws beneath it, and not for the mouse, the keyboard or a screen reader: it
  // is a picture of the page until the app's own is in place. Wider screens lay the shell out otherwise
  // (the side menu stays open) and see the page as before.
  const frame = `#${FIRST_FRAME.id}`;
  const own =
    `${frame}{position:fixed;inset:0;z-index:${theme.zIndex.tooltip + 1};overflow:hidden;background:${theme.palette.background.default}}` +
    `${theme.breakpoints.up('md')}{${frame}{display:none}}`;
  return {
    html: `<div id="${FIRST_FRAME.id}" aria-hidden="true" inert>${inner}</div>`,
    head: `${emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(inner))}<style ${FIRST_FRAME.style}>${own}</style>`,
  };
}
