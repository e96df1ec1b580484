import { useState } from 'react';
import { Badge, Divider, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import Notifications from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';
import { useNotificationList } from '../../lib/notifications/notifications-store';
import { NotificationEntry } from './notification-entry';

export function NotificationsButton() {
  const { t } = useTranslation();
  const items = useNotificationList();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { to } = useLocale();
  const label = t('topbar.notificationsCount', { count: items.length });
  return (
    <>
      <Tooltip title={t('topbar.notifications')}>
        <IconButton
          data-testid="notifications-button"
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? 'notifications-menu' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={items.length} color="error">
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw' } }, list: { 'aria-label': t('topbar.notifications') } }}
      >
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary" data-testid="notifications-empty">
            {t('topbar.noNotifications')}
          </Typography>
        ) : (
          items.map((item) => <NotificationEntry key={item.id} item={item} onOpen={() => setAnchor(null)} />)
        )}
        <Divider />
        {/* The notification centre: every notification, read ones too, and where each kind goes. */}
        <MenuItem data-testid="notifications-all" onClick={() => { setAnchor(null); void navigate(to('/powiadomienia')); }}>
          {t('topbar.allNotifications')}
        </MenuItem>
      </Menu>
    </>
  );
}
