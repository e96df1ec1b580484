import { useState } from 'react';
import { Alert, List, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useCan } from '../../lib/can/use-can';
import { ConfirmDialog } from '../confirm-dialog';
import { NoteEditor } from './note-editor';
import { NoteItem } from './note-item';
import { useNotes } from './use-notes';

export interface NotesPanelProps {
  type: string;
  id: number;
  /** The record's permission subject(s): reading needs listowanie, writing edycja (the notes API's rule). */
  subject: string;
}

/**
 * Notes of any record `(type, id)`: add (newest first), edit in place, delete after a confirmation. Only what
 * the API would accept is offered: adding with edycja on the subject, changing a note to its author or an administrator.
 */
export function NotesPanel({ type, id, subject }: NotesPanelProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allows = useCan();
  const canWrite = allows({ permission: subject, verb: 'edycja' });
  const isAdmin = allows({ roles: ADMIN_ROLES });
  const { notes, isLoading, error, add, edit, remove } = useNotes(type, id);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="notes-panel" component="section" aria-labelledby="notes-title">
      <Typography variant="h6" component="h2" id="notes-title" gutterBottom>
        {t('notesPanel.title')}
      </Typography>
      {canWrite && <NoteEditor submitLabel={t('notesPanel.add')} onSubmit={add} inputTestId="note-input" submitTestId="note-add" />}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {(isApiError(error) && error.message) || t('notesPanel.loadFailed')}
        </Alert>
      ) : !isLoading && notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="notes-empty">
          {t('notesPanel.empty')}
        </Typography>
      ) : (
        <List data-testid="notes-list">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              editable={canWrite && (isAdmin || (user !== null && note.user?.id === user.id))}
              onEdit={(body) => edit(note.id, body)}
              onDelete={() => setDeleting(note.id)}
            />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('notesPanel.confirmDelete')}
        text={notes.find((n) => n.id === deleting)?.body.slice(0, 200) ?? ''}
        onConfirm={async () => {
          if (deleting !== null) await remove(deleting).catch(() => undefined);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
