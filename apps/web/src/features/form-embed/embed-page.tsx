import { useState } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LOCALES, type Locale, type RouteDef } from '@harmony/shared';
import { FormHeading } from '../../components/forms/form-heading';
import { useFormRecord } from '../../components/forms/use-form-record';
import { useLocale } from '../../lib/i18n/use-locale';
import { CodeBox } from './code-box';
import { EmbedPreview } from './embed-preview';
import { embedSnippets } from './embed-snippets';
import { OriginsNote } from './origins-note';

/**
 * /formularze/{uuid}/wygenerowane: the code that puts the form on a website — the embed script or an iframe, in
 * the chosen language, each ready to copy — the allowed origins it depends on, and a live preview.
 */
export function EmbedPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const uuid = useParams().uuid!;
  const { locale } = useLocale();
  const [lang, setLang] = useState<Locale>(locale);
  const form = useFormRecord(uuid).data;
  const name = form?.name ?? '';
  const snippets = embedSnippets(window.location.origin, uuid, lang, name);

  return (
    <Stack spacing={2}>
      <FormHeading route={route} uuid={uuid} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="embed-lang-label">{t('formsWeb.embed.lang')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          // The standard colour: the primary amber as text on its own tint failed WCAG contrast (1.64:1).
          value={lang}
          onChange={(_, value: Locale | null) => value && setLang(value)}
          aria-labelledby="embed-lang-label"
        >
          {LOCALES.map((l) => (
            <ToggleButton key={l} value={l} data-testid={`embed-lang-${l}`}>
              {t(`formsWeb.embed.langs.${l}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <OriginsNote uuid={uuid} origins={form?.allowed_origins} />
      <CodeBox title={t('formsWeb.embed.script')} help={t('formsWeb.embed.scriptHelp')} code={snippets.script} testId="embed-script-code" />
      <CodeBox title={t('formsWeb.embed.iframe')} help={t('formsWeb.embed.iframeHelp')} code={snippets.iframe} testId="embed-iframe-code" />
      <EmbedPreview uuid={uuid} lang={lang} name={name} active={form?.active !== false} />
    </Stack>
  );
}
