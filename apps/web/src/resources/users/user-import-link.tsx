import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import type { AnyResource } from '../../components/resource/types';
import { routePath } from '@harmony/shared';

/** Beside "Add" on the users list: the CSV/XLSX import (it creates users, so it needs the same right). */
export function UserImportLink({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const allows = useCan();
  if (!allows({ permission: resource.subject, verb: 'dodawanie' })) return null;
  return (
    <Button component={Link} to={to(routePath('adminUsersImport'))} variant="outlined" startIcon={<UploadFile />} data-testid="users-import-link">
      {t('userAdmin.import')}
    </Button>
  );
}
