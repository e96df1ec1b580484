import type { TFunction } from 'i18next';
import type { UserRef } from '@harmony/shared';

/** "Anna Admin", "Anna Admin as Jan Kowalski" while impersonating, "System" without a user. */
export function actorOf(row: Record<string, unknown>, t: TFunction): string {
  const user = row.user as UserRef | null | undefined;
  const impersonator = row.impersonator as UserRef | null | undefined;
  const name = user?.name ?? t('activityLog.system');
  return impersonator ? t('activityLog.asImpersonator', { name: impersonator.name, user: name }) : name;
}
