import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formFramePath, type Locale } from '@harmony/shared';

/**
 * The form as a website shows it: its iframe page on our own origin (the frame allows being framed by us), loaded
 * afresh when the language changes. A switched-off form has no page (404), so the reason is said instead.
 */
export function EmbedPreview({ uuid, lang, name, active }: { uuid: string; lang: Locale; name: string; active: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="embed-preview-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="embed-preview-title">{t('formsWeb.embed.preview')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{t('formsWeb.embed.previewHelp')}</Typography>
      {active ? (
        <Box
          component="iframe"
          // A new element per language: the frame starts over instead of keeping the other language's page and state.
          key={lang}
          src={formFramePath(uuid, lang)}
          title={t('formsWeb.embed.previewTitle', { name })}
          loading="lazy"
          data-testid="embed-preview"
          sx={{ width: '100%', minHeight: 640, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      ) : (
        <Alert severity="warning" data-testid="embed-preview-inactive">{t('formsWeb.embed.inactive')}</Alert>
      )}
    </Paper>
  );
}
