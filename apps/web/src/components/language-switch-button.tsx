import { Button, Tooltip } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n/use-locale';

/** The top-bar switch (leaders and contractors, per the seed) and the sign-in screen's switch. */
export function LanguageSwitchButton({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const { other, switchTo } = useLocale();
  const label = t('topbar.switchLanguage', { language: t(`languages.${other}`) });
  return (
    <Tooltip title={label}>
      <Button
        data-testid="language-switch"
        color={color}
        onClick={() => switchTo()}
        aria-label={label}
        lang={other}
        startIcon={<Translate aria-hidden="true" />}
      >
        {other.toUpperCase()}
      </Button>
    </Tooltip>
  );
}
