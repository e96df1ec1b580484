import { Button } from '@mui/material';
import Archive from '@mui/icons-material/Archive';
import Work from '@mui/icons-material/Work';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';

/** Beside the heading: from the active projects to the archive, and back. */
export function ArchivedProjectsLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Button component={Link} to={to('/projekty/archiwalne')} variant="outlined" startIcon={<Archive />} data-testid="projects-archived-link">
      {t('routes.projectsArchived')}
    </Button>
  );
}

export function ActiveProjectsLink() {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Button component={Link} to={to('/projekty')} variant="outlined" startIcon={<Work />} data-testid="projects-active-link">
      {t('webProjects.projects.active')}
    </Button>
  );
}
