import { useState } from 'react';
import { IconButton, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { Note } from '@harmony/shared';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatDateTime } from '../resource/renderers';
import { NoteEditor } from './note-editor';

export interface NoteItemProps {
  note: Note;
  /** Edit and delete are offered (the API lets only the author or an administrator with edycja change a note). */
  editable: boolean;
  onEdit(body: string): Promise<void>;
  onDelete(): void;
}

/** One note: its text, author and date, edited in place. */
export function NoteItem({ note, editable, onEdit, onDelete }: NoteItemProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [editing, setEditing] = useState(false);
  const edited = note.updated_at && note.updated_at !== note.created_at;
  const meta = t('notesPanel.meta', { name: note.user?.name ?? '—', date: formatDateTime(note.created_at, locale) });

  return (
    <ListItem divider data-testid={`note-${note.id}`} sx={{ display: 'block', px: 0 }}>
      {editing ? (
        <NoteEditor
          initial={note.body}
          submitLabel={t('notesPanel.save')}
          onSubmit={async (body) => {
            await onEdit(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          inputTestId={`note-edit-input-${note.id}`}
          submitTestId={`note-save-${note.id}`}
          autoFocus
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <div style={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={`note-body-${note.id}`}>
              {note.body}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {meta}
              {edited ? ` · ${t('notesPanel.edited')}` : ''}
            </Typography>
          </div>
          {editable && (
            <>
              <Tooltip title={t('notesPanel.edit')}>
                <IconButton size="small" onClick={() => setEditing(true)} aria-label={t('notesPanel.edit')} data-testid={`note-edit-${note.id}`}>
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('notesPanel.delete')}>
                <IconButton size="small" onClick={onDelete} aria-label={t('notesPanel.delete')} data-testid={`note-delete-${note.id}`}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      )}
    </ListItem>
  );
}
