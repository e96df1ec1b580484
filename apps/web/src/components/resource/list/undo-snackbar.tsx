import { Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';

const UNDO_WINDOW_MS = 8000;

/**
 * "Usunięto." with Cofnij/Undo; bottom-left, out of the way of the layout's alert. Any undoable change (a
 * delete, a bulk action's) offers its message; `undoable: false` shows the message alone.
 */
export function UndoSnackbar({ offer, onUndo, onClose }: { offer: { message: string; key: number; undoable?: boolean } | null; onUndo(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={offer?.key}
      open={Boolean(offer)}
      autoHideDuration={UNDO_WINDOW_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={<span data-testid="undo-message">{offer?.message}</span>}
      action={
        offer?.undoable === false ? undefined : (
          <Button color="primary" size="small" onClick={onUndo} data-testid="undo-button">
            {t('resourceList.undo')}
          </Button>
        )
      }
    />
  );
}
