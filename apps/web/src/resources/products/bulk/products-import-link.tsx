import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@harmony/shared';
import { useMayOpen } from '../../../lib/can/route-access';
import { useLocale } from '../../../lib/i18n/use-locale';

/** "Importuj" beside the products list's Add button (its `list.headerExtras`), for whoever may open the import. */
export function ProductsImportLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  const mayOpen = useMayOpen();
  const path = routePath('productsImport');
  if (!mayOpen(path)) return null;
  return (
    <Button component={Link} to={to(path)} variant="outlined" startIcon={<UploadFile />} data-testid="products-import-link">
      {t('productImport.link')}
    </Button>
  );
}
