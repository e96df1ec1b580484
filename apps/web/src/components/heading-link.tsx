import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/i18n/use-locale';

interface HeadingLinkProps {
  /** The app's path (Polish segment); the language prefix is added here. */
  to: string;
  icon: ReactElement;
  /** i18n key of the button's text. */
  label: string;
  testId: string;
}

/**
 * A link beside a list's heading to a related list (categories ↔ their types, active ↔ archived projects),
 * as a component a resource's `headerExtras` takes.
 */
export function headingLink({ to, icon, label, testId }: HeadingLinkProps): () => ReactElement {
  return function HeadingLink() {
    const { t } = useTranslation();
    const { to: localized } = useLocale();
    return (
      <Button component={Link} to={localized(to)} variant="outlined" startIcon={icon} data-testid={testId}>
        {t(label)}
      </Button>
    );
  };
}
