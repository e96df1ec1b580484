import { Alert, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, isApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';
import { PageHeading } from '../page-heading';
import { ResourceFormView } from './form/resource-form';
import { ResourceList } from './list/resource-list';
import { resourceKeys } from './resource-api';
import type { ResourceScreenProps } from './resource-list-page';
import type { ResourceRow } from './types';
import { useRecord } from './use-record';

/** Where the form returns to: the list, with the query it was opened from (its page, filters, sort). */
function useBackToList(listPath: string) {
  const { to } = useLocale();
  const location = useLocation();
  const from = (location.state as { listSearch?: unknown } | null)?.listSearch;
  return `${to(listPath)}${typeof from === 'string' ? from : ''}`;
}

/** The form screen of a declared resource: create at its create route, edit at `…/:id/…`. */
export function ResourceFormPage({ route, resource }: ResourceScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  // A record's screens name it by its id, or by its UUID (forms): the API finds it by either.
  const id = params.id ? Number(params.id) : params.uuid;
  const back = useBackToList(resource.routes.list);
  const record = useRecord(resource, id);
  const Extras = id !== undefined ? resource.editExtras : undefined;
  const client = useQueryClient();
  // Bumped when an extra replaces the record (a restored version): the form starts again from it.
  const [revision, setRevision] = useState(0);
  const replaced = (row: ResourceRow) => {
    client.setQueryData(resourceKeys.item(resource.name, id ?? 'new'), row);
    setRevision((r) => r + 1);
  };
  const leave = () => void navigate(back);
  const { user } = useAuth();

  // The route let the user in (they may edit this resource), but this record may be out of their reach (a
  // project they don't lead, an entry of a locked month): the router's forbidden page, not a form whose save fails.
  const ctx = { user, t, navigate: (path: string) => void navigate(path) };
  if (record.data && resource.rowWritable && !resource.rowWritable(record.data, ctx)) throw new ApiError(403, t('errors.forbidden'), null);

  // An edit route with an optional id (`/…/:id?/edytuj`) opened without one: pick the record from the list.
  if (id === undefined && route.path === resource.routes.edit) {
    return (
      <>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="resource-pick">
          {t('resourcePicker.hint')}
        </Alert>
        <ResourceList resource={resource} />
      </>
    );
  }

  let body;
  if (id !== undefined && record.isPending) body = <CircularProgress aria-label={t('app.loading')} />;
  else if (id !== undefined && record.error) {
    body = <Alert severity="error" data-testid="resource-form-error">{(isApiError(record.error) && record.error.message) || t('resourceForm.loadFailed')}</Alert>;
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ResourceFormView key={`${id ?? 'new'}:${revision}`} resource={resource} id={id} record={record.data} onSaved={leave} onCancel={leave} />
      </Paper>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
        {body}
      </div>
      {Extras && record.data && <Extras id={record.data.id} resource={resource} record={record.data} onReplaced={replaced} />}
    </Stack>
  );
}
