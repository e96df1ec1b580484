import { Button, type ButtonProps } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n/use-locale';

/** "Switch to English" / "Przełącz na polski": the button's accessible name (and the top bar's tooltip). */
export function useLanguageSwitchLabel(): string {
  const { t } = useTranslation();
  const { other } = useLocale();
  return t('topbar.switchLanguage', { language: t(`languages.${other}`) });
}

type LanguageSwitchButtonProps = Omit<ButtonProps, 'color' | 'onClick' | 'children'> & { color?: 'inherit' | 'primary' };

/**
 * The top-bar switch (leaders and contractors, per the seed) and the sign-in screen's switch. No tooltip of
 * its own: the top bar wraps it in one (extra props and the ref reach the button), while the sign-in page
 * keeps Tooltip and Popper out of its download.
 */
export function LanguageSwitchButton({ color = 'inherit', ...rest }: LanguageSwitchButtonProps) {
  const { other, switchTo } = useLocale();
  const label = useLanguageSwitchLabel();
  return (
    <Button
      {...rest}
      data-testid="language-switch"
      color={color}
      onClick={() => switchTo()}
      // The visible "EN"/"PL" starts the name (WCAG 2.5.3, label in name); the rest says what it does.
      aria-label={`${other.toUpperCase()}: ${label}`}
      lang={other}
      startIcon={<Translate aria-hidden="true" />}
    >
      {other.toUpperCase()}
    </Button>
  );
}
