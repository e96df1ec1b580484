import { Chip, Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import type { UserRow } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';

/** The user's groups as chips (the built-in names translated). */
export function RoleChips({ roles, t }: { roles: UserRow['roles']; t: TFunction }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap', overflow: 'hidden' }}>
      {roles.map((r) => (
        <Chip key={r.id} size="small" label={t(`roleNames.${r.name}`, { defaultValue: r.name })} data-testid="user-role-chip" />
      ))}
    </Stack>
  );
}

export function ActiveChip({ active, t }: { active: boolean; t: TFunction }) {
  return (
    <Chip
      size="small"
      variant={active ? 'filled' : 'outlined'}
      color={active ? 'success' : 'default'}
      label={t(active ? 'userAdmin.active' : 'userAdmin.inactive')}
    />
  );
}

export const fullName = (u: Pick<UserRow, 'first_name' | 'last_name'>): string => `${u.first_name} ${u.last_name}`.trim();

type Row = UserRow & Record<string, unknown>;

/** Cell renderers of the users list. */
export const rolesCell = (row: Row, { t }: RenderContext) => <RoleChips roles={row.roles ?? []} t={t} />;
export const activeCell = (row: Row, { t }: RenderContext) => <ActiveChip active={row.active} t={t} />;
export const lastLoginCell = (row: Row, ctx: RenderContext) =>
  row.last_login_at ? formatDateTime(row.last_login_at, ctx.locale) : ctx.t('userAdmin.never');
