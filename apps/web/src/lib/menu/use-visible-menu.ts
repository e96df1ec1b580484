import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@harmony/shared';
import { useAppConfig } from '../app-config/use-app-config';
import { useAuth } from '../auth/use-auth';
import { useLocale } from '../i18n/use-locale';
import { visibleMenu, type VisibleMenuItem } from './visible-menu';

export function useVisibleMenu(items: readonly MenuItem[]): VisibleMenuItem[] {
  const { user, loggedIn } = useAuth();
  const { menu, settings } = useAppConfig(loggedIn);
  const { locale } = useLocale();
  const { t } = useTranslation();
  const { groupName, productName, orderName } = settings;
  return useMemo(
    () => visibleMenu(items, { user, sections: menu, locale, translate: (k) => t(k), settings: { groupName, productName, orderName } }),
    [items, user, menu, locale, t, groupName, productName, orderName],
  );
}
