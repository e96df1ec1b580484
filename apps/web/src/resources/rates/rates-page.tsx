import { useId, useMemo, useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usersContract, type RouteDef, type UserRow } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import { ResourceList } from '../../components/resource/list/resource-list';
import { fetchOne } from '../../components/resource/resource-api';
import { useCan } from '../../lib/can/use-can';
import { ratesResource } from './index';

/** /administrator/uzytkownicy/{id}/stawki: the person's hourly rates (general and per project), added in a dialog. */
export function RatesPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const allows = useCan();
  const titleId = useId();
  const id = Number(useParams().id);
  const resource = useMemo(() => ratesResource(id), [id]);
  const [adding, setAdding] = useState(false);
  const user = useQuery({ queryKey: ['resource', 'users', 'item', String(id)], queryFn: () => fetchOne<UserRow & Record<string, unknown>>(usersContract.path, id) });
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}` : '';
  const canAdd = allows({ permission: resource.subject, verb: 'dodawanie' });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{name ? `${t(`routes.${route.name}`)}: ${name}` : t(`routes.${route.name}`)}</PageHeading>
        {canAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} data-testid="rate-add">
            {t('webProjects.rates.add')}
          </Button>
        )}
      </Stack>
      <Alert severity="info">{t('webProjects.rates.explain')}</Alert>
      <ResourceList resource={resource} />
      <Dialog open={adding} onClose={(_, reason) => reason !== 'backdropClick' && setAdding(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('webProjects.rates.add')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {adding && <ResourceFormView resource={resource} onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} inDialog />}
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
