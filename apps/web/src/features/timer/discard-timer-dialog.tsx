import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface DiscardTimerDialogProps {
  open: boolean;
  onClose(): void;
  /** Throws the timer away; a refusal is shown by the caller's mutation, the dialog closes either way. */
  discard(): Promise<unknown>;
}

/** "Throw the running time away?": the timer panel's and the stop repair's discard ask the same question. */
export function DiscardTimerDialog({ open, onClose, discard }: DiscardTimerDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('webTime.timer.discardTitle')}
      text={t('webTime.timer.discardText')}
      confirmLabel={t('webTime.timer.discard')}
      onClose={onClose}
      onConfirm={async () => {
        await discard().catch(() => undefined);
        onClose();
      }}
    />
  );
}
