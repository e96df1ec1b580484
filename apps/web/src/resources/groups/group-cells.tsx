import { Chip } from '@mui/material';
import type { Group } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';

/** The active flag as a list shows it: nothing for an active category, a grey "inactive" chip otherwise. */
export function activeCell(row: Pick<Group, 'active'>, { t }: RenderContext) {
  return row.active ? null : <Chip size="small" label={t('groups.inactive')} data-testid="group-inactive" />;
}
