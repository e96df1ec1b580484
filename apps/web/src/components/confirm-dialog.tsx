import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  /** The confirm button in the error colour (default); false for a question that destroys nothing. */
  destructive?: boolean;
  onConfirm(): unknown;
  onClose(): void;
}

/** A yes/no question before something destructive or weighty; the confirm button waits for the work to finish. */
export function ConfirmDialog({ open, title, text, confirmLabel, destructive = true, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-testid="confirm-dialog">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="confirm-cancel">
          {t('app.cancel')}
        </Button>
        <Button onClick={() => void confirm()} color={destructive ? 'error' : 'primary'} variant="contained" disabled={busy} data-testid="confirm-ok">
          {confirmLabel ?? t('resourceList.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
