import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATUSES, messagesContract, type InboxMessage, type MessageUpdate } from '@harmony/shared';
import { userOptions } from '../../components/projects/project-options';
import { capitalize } from '../../components/resource/renderers';
import { useOptions } from '../../components/resource/use-options';
import { useAuth } from '../../lib/auth/use-auth';
import { assigneeChoices } from './assignee-options';
import { updateMessage } from './message-api';

const NOBODY = '';

/**
 * What a person changes on a message: its status, who it is assigned to (or nobody), and "mark as unread", which
 * hands it back to the inbox unread and closes it. Each change is saved at once (the server's message is the alert).
 */
export function MessageControls({ message, onUnread }: { message: InboxMessage; onUnread(): void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const listed = useOptions(userOptions);
  const people = assigneeChoices(listed, user, message.assigned_to);
  const [busy, setBusy] = useState(false);
  const label = (field: string) => capitalize(t(messagesContract.labelKey(field)));

  const save = async (change: MessageUpdate) => {
    setBusy(true);
    try {
      await updateMessage(message.id, change);
      return true;
    } catch {
      // The api client has shown the refusal.
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={label('status')}
        value={message.status}
        disabled={busy}
        onChange={(e) => void save({ status: e.target.value as InboxMessage['status'] })}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'message-status' } as object } }}
        sx={{ minWidth: 170 }}
      >
        {MESSAGE_STATUSES.map((status) => (
          <MenuItem key={status} value={status} data-testid={`message-status-option-${status}`}>
            {t(`messages.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={label('assigned_to')}
        value={message.assigned_to ? String(message.assigned_to.id) : NOBODY}
        disabled={busy}
        onChange={(e) => void save({ assigned_to_id: e.target.value === NOBODY ? null : Number(e.target.value) })}
        slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'message-assignee' } as object }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={NOBODY}>
          <em>{t('formsWeb.messages.nobody')}</em>
        </MenuItem>
        {people.map((o) => (
          <MenuItem key={o.value} value={o.value} data-testid={`message-assignee-option-${o.value}`}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<MarkEmailUnread />}
        disabled={busy}
        onClick={() => void save({ read: false }).then((saved) => saved && onUnread())}
        data-testid="message-mark-unread"
        sx={{ ml: { sm: 'auto' } }}
      >
        {t('formsWeb.messages.markUnread')}
      </Button>
    </Stack>
  );
}
