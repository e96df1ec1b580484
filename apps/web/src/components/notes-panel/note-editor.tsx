import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, noteInput } from '@harmony/shared';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import { GrowingTextField } from '../growing-text-field';

export interface NoteEditorProps {
  initial?: string;
  submitLabel: string;
  /** Resolves when saved; a 422 rejection shows its message on the input. */
  onSubmit(body: string): Promise<void>;
  onCancel?: () => void;
  inputTestId: string;
  submitTestId: string;
  autoFocus?: boolean;
}

/** A note's text with the shared rule (noteInput) on the client and the server's 422 on the field. */
export function NoteEditor({ initial = '', submitLabel, onSubmit, onCancel, inputTestId, submitTestId, autoFocus }: NoteEditorProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = noteInput.safeParse({ body });
    if (!parsed.success) {
      setError(formatRuleMessage(parsed.error.issues[0]?.message ?? 'required', locale, t('notesPanel.body')));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(parsed.data.body);
      if (!initial) setBody('');
    } catch (e) {
      if (isApiError(e)) setError(e.fieldErrors?.body?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={1} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <GrowingTextField
        minRows={2}
        fullWidth
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('notesPanel.placeholder')}
        error={Boolean(error)}
        helperText={error}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { 'data-testid': inputTestId, 'aria-label': t('notesPanel.body') } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel}>{t('notesPanel.cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={busy || !body.trim()} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
