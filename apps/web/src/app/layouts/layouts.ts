import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@harmony/shared';
import { withModuleTexts } from '../../lib/i18n/i18n';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { PlainLayout } from './plain-layout';

type LayoutComponent = ComponentType<{ children: ReactNode }>;

/** The sign-in screen needs none of the shell, so the shell layouts load on demand, with the module texts. */
export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  crm: lazyScreen(withModuleTexts(() => import('./crm-layout').then((m) => ({ default: m.CrmLayout })))),
  default: lazyScreen(withModuleTexts(() => import('./default-layout').then((m) => ({ default: m.DefaultLayout })))),
  timer: lazyScreen(withModuleTexts(() => import('./timer-layout').then((m) => ({ default: m.TimerLayout })))),
  plain: PlainLayout,
};
