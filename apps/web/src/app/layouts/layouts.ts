import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@harmony/shared';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { PlainLayout } from './plain-layout';

type LayoutComponent = ComponentType<{ children: ReactNode }>;

/** The sign-in screen needs none of the shell, so the shell layouts load on demand. */
export const LAYOUTS: Record<LayoutName, LayoutComponent> = {
  crm: lazyScreen(() => import('./crm-layout').then((m) => ({ default: m.CrmLayout }))),
  default: lazyScreen(() => import('./default-layout').then((m) => ({ default: m.DefaultLayout }))),
  timer: lazyScreen(() => import('./timer-layout').then((m) => ({ default: m.TimerLayout }))),
  plain: PlainLayout,
};
