import { Badge, IconButton, Tooltip } from '@mui/material';
import People from '@mui/icons-material/People';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_ROLES } from '@harmony/shared';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { useOnlineCount } from './use-online-count';

export function OnlineCountButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const allowed = useCan()({ roles: ADMIN_ROLES, permission: 'Timer__lista__online' });
  const count = useOnlineCount(allowed);
  if (!allowed) return null;
  const label = t('topbar.online', { count: count ?? 0 });
  return (
    <Tooltip title={label}>
      <IconButton data-testid="online-count" color="inherit" aria-label={label} onClick={() => void navigate(to('/administrator/online'))}>
        <Badge badgeContent={count ?? 0} showZero color="primary" max={999}>
          <People />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
