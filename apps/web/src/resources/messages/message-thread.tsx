import { Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageReply } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import { useLocale } from '../../lib/i18n/use-locale';

const MAIL_COLOURS: Record<string, 'default' | 'success' | 'error'> = { queued: 'default', sent: 'success', failed: 'error' };

/** The replies to a message, oldest first: who wrote to whom and when, the text, and how its e-mail fared (queued, sent, failed). */
export function MessageThread({ replies }: { replies: readonly MessageReply[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!replies.length) return <Typography color="text.secondary" data-testid="message-no-replies">{t('formsWeb.messages.noReplies')}</Typography>;
  return (
    <List disablePadding data-testid="message-thread">
      {replies.map((reply) => (
        <ListItem key={reply.id} divider disableGutters sx={{ display: 'block' }} data-testid={`message-reply-${reply.id}`}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {t('formsWeb.messages.replyMeta', { name: reply.sent_by?.name ?? t('formsWeb.messages.someone'), to: reply.to, date: formatDateTime(reply.created_at, locale) })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={MAIL_COLOURS[reply.mail_status] ?? 'default'}
              label={t(`formsWeb.messages.mailStatuses.${reply.mail_status}`, { defaultValue: reply.mail_status })}
              data-testid={`message-reply-status-${reply.id}`}
            />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`message-reply-body-${reply.id}`}>
            {reply.body}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
