import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RouteDef } from '@harmony/shared';
import { FormHeading } from '../../components/forms/form-heading';
import { ResourceList } from '../../components/resource/list/resource-list';
import { toExportQuery } from '../../components/resource/list/list-state';
import { useListUrlState } from '../../components/resource/list/use-list-url-state';
import { ExportDialog } from './export-dialog';
import { formAnswersResource } from './index';

/**
 * /formularze/{uuid}/odpowiedzi: the form's name with links to its settings, fields and embed code, the export
 * (columns and format, of what the list's filter matches) and the answers' list.
 */
export function AnswersPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const uuid = useParams().uuid!;
  const resource = useMemo(() => formAnswersResource(uuid), [uuid]);
  // The same URL state the list reads: the export takes exactly what the list shows.
  const { state } = useListUrlState(resource);
  const [exporting, setExporting] = useState(false);

  return (
    <Stack spacing={2}>
      <FormHeading route={route} uuid={uuid}>
        <Button variant="contained" startIcon={<FileDownload />} onClick={() => setExporting(true)} data-testid="answers-export">
          {t('formsWeb.export.open')}
        </Button>
      </FormHeading>
      <ResourceList resource={resource} />
      <ExportDialog open={exporting} onClose={() => setExporting(false)} form={uuid} filter={toExportQuery(state, resource.list.fixedQuery)} />
    </Stack>
  );
}
