import { useTranslation } from 'react-i18next';
import { settingNameOf } from '@harmony/shared';
import { useAppConfig } from '../app-config/use-app-config';
import { useAuth } from '../auth/use-auth';

/** A screen's title: `routes.<name>`, or the settings' own name for it (groupName, productName, orderName). */
export function useRouteTitle(name: string): string {
  const { t } = useTranslation();
  const { loggedIn } = useAuth();
  const { settings } = useAppConfig(loggedIn);
  return settingNameOf(name, settings) ?? t(`routes.${name}`);
}
