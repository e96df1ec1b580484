import { Box, Chip } from '@mui/material';
import type { InboxMessage, MessageStatus } from '@harmony/shared';
import type { RenderContext } from '../../components/resource/types';

export type MessageRow = InboxMessage & Record<string, unknown>;

// info's white on blue is 3.9:1 (axe): primary carries dark text.
const COLOURS: Record<MessageStatus, 'primary' | 'warning' | 'success'> = { new: 'primary', in_progress: 'warning', done: 'success' };

/** The sender's name over their e-mail (either may be missing: the form decides which fields it has). */
export const senderCell = (row: MessageRow) => (
  <Box component="span" data-testid={`message-row-${row.id}`} data-unread={row.read ? undefined : 'true'} sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
    <span>{row.sender_name || row.sender_email || '—'}</span>
    {row.sender_name && row.sender_email && (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
        {row.sender_email}
      </Box>
    )}
  </Box>
);

export const statusCell = (row: MessageRow, { t }: RenderContext) => (
  <Chip size="small" color={COLOURS[row.status]} label={t(`messages.statuses.${row.status}`)} data-testid={`message-status-${row.id}`} />
);

export const formCell = (row: MessageRow) => row.form?.name ?? '';
export const assigneeCell = (row: MessageRow, { t }: RenderContext) => row.assigned_to?.name ?? t('formsWeb.messages.nobody');
export const readCell = (row: MessageRow, { t }: RenderContext) => t(`formsWeb.messages.readStates.${String(row.read)}`);
export const repliesCell = (row: MessageRow) => String(row.replies_count);
