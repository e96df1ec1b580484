import { Chip } from '@mui/material';
import type { RoleRow } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';

type Row = RoleRow & Record<string, unknown>;

/** Built-in groups show their translated name; custom ones as written. */
export const roleNameCell = (row: Row, { t }: RenderContext) => (row.builtin ? t(`roleNames.${row.name}`, { defaultValue: row.name }) : row.name);

export const builtinCell = (row: Row, { t }: RenderContext) =>
  row.builtin ? <Chip size="small" color="primary" variant="outlined" label={t('groupAdmin.builtin')} data-testid={`role-builtin-${row.id}`} /> : null;
