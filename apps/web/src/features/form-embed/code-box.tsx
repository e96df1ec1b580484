import { useRef } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/alerts/alerts-store';

export interface CodeBoxProps {
  title: string;
  help: string;
  code: string;
  testId: string;
}

/**
 * A snippet to paste into a website: read-only (focusable, so it scrolls from the keyboard) with a Copy button.
 * Where the clipboard is refused (no secure context, a denied permission) the code is selected for a manual copy.
 */
export function CodeBox({ title, help, code, testId }: CodeBoxProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLPreElement>(null);
  const titleId = `${testId}-title`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showAlert(t('formsWeb.embed.copied'), 'success');
    } catch {
      const range = document.createRange();
      if (box.current) range.selectNodeContents(box.current);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      showAlert(t('formsWeb.embed.copyFailed'), 'warning');
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="h6" component="h2" id={titleId}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">{help}</Typography>
        </div>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()} data-testid={`${testId}-copy`} sx={{ flexShrink: 0 }}>
          {t('formsWeb.embed.copy')}
        </Button>
      </Stack>
      <Box
        component="pre"
        ref={box}
        tabIndex={0}
        // A read-only text box to a screen reader: named by its heading, its text read out or selected like a field's.
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={titleId}
        data-testid={testId}
        sx={{ m: 0, mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {code}
      </Box>
    </Paper>
  );
}
