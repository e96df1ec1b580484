import { LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messagesContract } from '@harmony/shared';
import { AttachedFiles } from '../../components/forms/attached-files';
import { FieldLines } from '../../components/forms/field-lines';
import { SectionTitle } from '../../components/forms/section-title';
import { capitalize, formatDateTime } from '../../components/resource/renderers';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { fetchMessage, messageKey } from './message-api';
import { MessageControls } from './message-controls';
import type { MessageRow } from './message-cells';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';
import { useMarkRead } from './use-mark-read';

/**
 * One message in the inbox's item modal: when and through which form it came, its status and assignee, the fields
 * the person sent, their files, the thread of replies and the reply box. It is marked read on opening. The list's
 * row shows at once; the fields, files and thread come with GET /api/messages/{id}.
 */
export function MessageDetails({ item, onClose }: { item: MessageRow; onClose?: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const allows = useCan();
  const canEdit = allows({ permission: messagesContract.permission, verb: 'edycja' });
  const detail = useQuery({ queryKey: messageKey(item.id), queryFn: () => fetchMessage(item.id) });
  const message = detail.data ?? item;
  useMarkRead(item, canEdit);
  const label = (field: string) => capitalize(t(messagesContract.labelKey(field)));

  return (
    <Stack spacing={1.5} data-testid="message-details">
      <Typography variant="body2" color="text.secondary">
        {label('created_at')}: {formatDateTime(message.created_at, locale)} · {label('form')}: {message.form?.name}
        {message.sender_email && (
          <>
            {' · '}
            <Link href={`mailto:${message.sender_email}`}>{message.sender_email}</Link>
          </>
        )}
      </Typography>
      {canEdit && <MessageControls message={message} onUnread={() => onClose?.()} />}
      <div>
        <SectionTitle>{t('formsWeb.messages.content')}</SectionTitle>
        {detail.data ? <FieldLines lines={detail.data.fields} testId="message-field" /> : <LinearProgress aria-hidden />}
      </div>
      {detail.data && detail.data.files.length > 0 && (
        <div>
          <SectionTitle>{t('formsWeb.messages.files')}</SectionTitle>
          <AttachedFiles files={detail.data.files} testId="message-file" empty="" />
        </div>
      )}
      {detail.data && (
        <div>
          <SectionTitle>{t('formsWeb.messages.thread')}</SectionTitle>
          <MessageThread replies={detail.data.replies} />
        </div>
      )}
      {canEdit && detail.data && (message.sender_email
        ? <ReplyBox messageId={message.id} email={message.sender_email} />
        : <Typography color="text.secondary" data-testid="message-no-email">{t('messages.noEmail')}</Typography>)}
    </Stack>
  );
}
