import { Button } from '@mui/material';
import Category from '@mui/icons-material/Category';
import Label from '@mui/icons-material/Label';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/i18n/use-locale';

/** Categories and their types link to each other (the types have no menu entry of their own). */
export function CategoryTypesLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Button component={Link} to={to('/category-types')} variant="outlined" startIcon={<Label />} data-testid="category-types-link">
      {t('routes.categoryTypes')}
    </Button>
  );
}

export function CategoriesLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Button component={Link} to={to('/kategorie')} variant="outlined" startIcon={<Category />} data-testid="categories-link">
      {t('routes.categories')}
    </Button>
  );
}
