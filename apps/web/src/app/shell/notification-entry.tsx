import { IconButton, ListItemText, MenuItem } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSafeRedirect, TIMEZONE, type NotificationItem } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { removeNotification } from '../../lib/notifications/remove-notification';

export function NotificationEntry({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const when = new Date(item.created_at).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIMEZONE,
  });
  const open = () => {
    onOpen();
    // Only in-app links (a notification is not a way to send the user elsewhere), in the screen's language.
    if (item.link && isSafeRedirect(item.link)) void navigate(to(item.link));
  };
  return (
    <MenuItem data-testid={`notification-${item.id}`} onClick={open} sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1 }}>
      <ListItemText primary={item.title} secondary={`${item.body} · ${when}`} />
      <IconButton
        size="small"
        edge="end"
        aria-label={t('topbar.removeNotification')}
        data-testid={`notification-remove-${item.id}`}
        onClick={(e) => {
          e.stopPropagation();
          void removeNotification(item.id);
        }}
      >
        <Close fontSize="small" />
      </IconButton>
    </MenuItem>
  );
}
