import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "You have unsaved changes": stay on the form, or leave and lose them. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay(): void; onLeave(): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={id} data-testid="unsaved-dialog">
      <DialogTitle id={id}>{t('resourceForm.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('resourceForm.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="contained" data-testid="unsaved-stay">
          {t('resourceForm.stay')}
        </Button>
        <Button onClick={onLeave} color="error" data-testid="unsaved-leave">
          {t('resourceForm.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
