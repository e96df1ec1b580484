import { useState } from 'react';
import { Alert, List, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { ConfirmDialog } from '../confirm-dialog';
import { NoteEditor } from './note-editor';
import { NoteItem } from './note-item';
import { useNotes } from './use-notes';

/** Notes of any record `(type, id)`: add (newest first), edit in place, delete after a confirmation. */
export function NotesPanel({ type, id }: { type: string; id: number }) {
  const { t } = useTranslation();
  const { notes, isLoading, error, add, edit, remove } = useNotes(type, id);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="notes-panel" component="section" aria-labelledby="notes-title">
      <Typography variant="h6" component="h2" id="notes-title" gutterBottom>
        {t('notesPanel.title')}
      </Typography>
      <NoteEditor submitLabel={t('notesPanel.add')} onSubmit={add} inputTestId="note-input" submitTestId="note-add" />
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
            <NoteItem key={note.id} note={note} onEdit={(body) => edit(note.id, body)} onDelete={() => setDeleting(note.id)} />
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
