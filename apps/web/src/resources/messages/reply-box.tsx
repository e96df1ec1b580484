import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import Send from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { formatRuleMessage, messageReplyInput, messagesContract } from '@harmony/shared';
import { GrowingTextField } from '../../components/growing-text-field';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import { sendReply } from './message-api';

/**
 * The reply to a message: several lines, required (the shared rule, messageReplyInput, checked before sending, and
 * the server's 422 shown on the field). Sent, it joins the thread above (message-api.ts) and the box empties.
 */
export function ReplyBox({ messageId, email }: { messageId: number; email: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t('formsWeb.messages.reply');

  const submit = async () => {
    const parsed = messageReplyInput.safeParse({ body });
    if (!parsed.success) {
      setError(formatRuleMessage(parsed.error.issues[0]?.message ?? 'required', locale, t(messagesContract.labelKey('body'))));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sendReply(messageId, parsed.data.body);
      setBody('');
    } catch (e) {
      // A 422 on the text lands on the field; any other refusal the api client has shown as an alert.
      if (isApiError(e)) setError(e.fieldErrors?.body?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={1} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="message-reply-form">
      <GrowingTextField
        minRows={4}
        maxRows={16}
        fullWidth
        required
        label={label}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? t('formsWeb.messages.replyTo', { email })}
        slotProps={{ htmlInput: { 'data-testid': 'message-reply-body' } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={busy} data-testid="message-reply-send">
          {t('formsWeb.messages.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
