import { Button, Stack } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { useCan } from '../../lib/can/use-can';
import { useMayOpen } from '../../lib/can/route-access';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRouteTitle } from '../../lib/title/use-route-title';
import { PageHeading } from '../page-heading';
import { ResourceList } from './list/resource-list';
import type { AnyResource } from './types';

export interface ResourceScreenProps {
  route: RouteDef;
  resource: AnyResource;
}

/** The list screen of a declared resource: heading, "Add", and the list. */
export function ResourceListPage({ route, resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const title = useRouteTitle(route.name);
  const { to } = useLocale();
  const location = useLocation();
  const allows = useCan();
  const mayOpen = useMayOpen();
  // The create screen's own guard too (role, its verb): the button never leads to a 403 page.
  const canCreate = Boolean(resource.routes.create) && allows({ permission: resource.subject, verb: 'dodawanie' }) && mayOpen(resource.routes.create!);
  const { headerExtras: HeaderExtras, aboveList: AboveList } = resource.list;
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{title}</PageHeading>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {HeaderExtras && <HeaderExtras resource={resource} />}
          {canCreate && (
            <Button
              component={Link}
              to={to(resource.routes.create!)}
              state={{ listSearch: location.search }}
              variant="contained"
              startIcon={<Add />}
              data-testid="resource-create"
            >
              {t('resourceList.create')}
            </Button>
          )}
        </Stack>
      </Stack>
      {AboveList && <AboveList resource={resource} />}
      <ResourceList resource={resource} />
    </>
  );
}
