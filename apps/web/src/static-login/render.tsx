import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Alert, CssBaseline, FormControl, FormHelperText } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { localisePath, TITLE_TEMPLATE, type Locale } from '@harmony/shared';
import { PlainLayout } from '../app/layouts/plain-layout';
import { LoginCard } from '../features/auth/login-page';
import type { LoginFormState } from '../features/auth/login-form';
import { SHELL_I18N_OPTIONS } from '../lib/i18n/shell-texts';
import { formatTitle } from '../lib/title/format-title';
import { createAppTheme } from '../lib/theme/create-app-theme';
import { withAlternateClasses } from './alternate-classes';
import { PAGE_PARTS, type PageTexts } from './page-parts';

/**
 * MUI shows a button's keyboard focus with a ripple that its script draws; here the browser's own
 * :focus-visible draws a ring instead (WCAG 2.4.7).
 */
const FOCUS_RING = '.MuiButtonBase-root:focus-visible{outline:2px solid currentColor;outline-offset:2px}';

/** The sign-in form with both fields holding `value`, no errors, not sending. */
const formState = (value: string): LoginFormState => ({
  bind: () => ({ value, onChange: () => undefined, inputRef: () => undefined }),
  errors: {},
  submitting: false,
  blocked: null,
  onSubmit: async () => undefined,
  fill: () => undefined,
});

export interface RenderedLoginPage {
  lang: Locale;
  title: string;
  /** The contents of #root. */
  html: string;
  /** Every style the markup and its templates use (MUI's emotion styles, the baseline first). */
  css: string;
}

/**
 * The sign-in page rendered by the app's own components (LoginCard in PlainLayout, the light theme), for
 * the build to write as static HTML (build/static-login.ts). Beside it, in <template>s, the parts the
 * page's script shows later: a field's error text and the message above the form, drawn by MUI as the app
 * draws them, so their styles are in the page too.
 */
export function renderLoginPage(locale: Locale): RenderedLoginPage {
  const i18n = i18next.createInstance();
  void i18n.init({ ...SHELL_I18N_OPTIONS, lng: locale });
  const cache = createCache({ key: 'css' });
  // Styles are collected for one <style> (extractCriticalToChunks), not written beside each element.
  cache.compat = true;
  const wrap = (children: ReactElement) => (
    <CacheProvider value={cache}>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={createAppTheme('light')}>
            <CssBaseline enableColorScheme />
            <MemoryRouter initialEntries={[localisePath('/login', locale)]}>{children}</MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
  const card = (value: string) =>
    renderToString(
      wrap(
        <PlainLayout>
          <LoginCard state={formState(value)} />
        </PlainLayout>,
      ),
    );
  // As it first shows (empty), with the classes of filled fields beside those that differ.
  const page = withAlternateClasses(card(''), card('x'), PAGE_PARTS.shrunkClass);
  const texts: PageTexts = {
    fields: { email: i18n.t('fields.email'), password: i18n.t('fields.password') },
    failed: i18n.t('errors.genericToast'),
  };
  const templates = [
    template(PAGE_PARTS.fieldError, renderToString(wrap(<FormControl variant="outlined" error><FormHelperText> </FormHelperText></FormControl>))),
    template(PAGE_PARTS.formError, renderToString(wrap(<Alert severity="error" data-testid="login-throttled"> </Alert>))),
    `<script type="application/json" id="${PAGE_PARTS.texts}">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`,
  ].join('');
  const html = page + templates;
  // Emotion finds the classes anywhere in the text, data-shrunk-class included.
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  return {
    lang: locale,
    title: formatTitle(i18n.t('routes.login'), TITLE_TEMPLATE),
    html,
    css: styles.map((style) => style.css).join('') + FOCUS_RING,
  };
}

const template = (id: string, html: string) => `<template id="${id}">${html}</template>`;
