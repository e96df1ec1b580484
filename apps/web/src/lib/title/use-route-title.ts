import { useTranslation } from 'react-i18next';
import { settingNameOf } from '@harmony/shared';
import { useAppConfig } from '../app-config/use-app-config';
import { useAuth } from '../auth/use-auth';

/** A screen's title: `routes.<name>`, or the settings' own name for it (groupName, productName, orderName). */
export function useRouteTitle(name: string): string {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useAuth();
  const { settings } = useAppConfig(loggedIn);
  // Until the texts are there, no title (the tab keeps the one it had) rather than the key itself.
  const key = `routes.${name}`;
  return settingNameOf(name, settings) ?? (i18n.exists(key) ? t(key) : '');
}
