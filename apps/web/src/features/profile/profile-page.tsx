import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { useAuth } from '../../lib/auth/use-auth';
import { OwnPasswordForm, PASSWORD_ANCHOR } from './own-password-form';
import { ProfileForm } from './profile-form';

/**
 * /uzytkownik/profil, reached from the user menu ("Mój profil", "Zmień hasło" → #haslo): every signed-in
 * user's own name, e-mail and password. Groups are shown, not edited (they are an administrator's call).
 */
export function ProfilePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { hash } = useLocation();
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Typography color="text.secondary">
        {t('profilePage.intro')}
        {user.roles.length > 0 && ` ${t('profilePage.groups', { groups: user.roles.map((r) => t(`roleNames.${r}`, { defaultValue: r })).join(', ') })}`}
      </Typography>
      {/* Keyed by the account: a profile saved elsewhere (or another account after impersonation) starts afresh. */}
      <ProfileForm key={`${user.id}:${user.email}:${user.first_name}:${user.last_name}`} user={user} />
      <OwnPasswordForm key={user.id} user={user} focus={hash === `#${PASSWORD_ANCHOR}`} />
    </Stack>
  );
}
