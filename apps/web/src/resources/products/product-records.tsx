import { useRef } from 'react';
import { Box, Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activitiesContract, productsContract, type Activity, type ListResponse, type StoredFile } from '@harmony/shared';
import { api } from '../../lib/api';
import { useFieldLocale } from '../../components/resource/form/fields/field-locale';
import { formatDateTime } from '../../components/resource/renderers';
import { FileThumbnail } from '../../components/files/file-thumbnail';
import { useCan } from '../../lib/can/use-can';

/** GET/POST /api/products/{id}/files: the files attached to a product (the files module's record files). */
const filesPath = (id: number) => `${productsContract.itemPath(id)}/files`;

/** The product's attached files, with an upload for whoever may edit it. */
export function ProductFiles({ id }: { id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const allows = useCan();
  const key = ['products', id, 'files'];
  const { data } = useQuery({ queryKey: key, queryFn: () => api.get<ListResponse<StoredFile>>(`${filesPath(id)}?per_page=100`) });
  const upload = useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      files.forEach((file, i) => body.append(`files[${i}]`, file, file.name));
      return api.post(filesPath(id), body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <Card variant="outlined" data-testid="product-files">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">{t('products.files')}</Typography>
          {allows({ permission: productsContract.permission, verb: 'edycja' }) && (
            <Button onClick={() => input.current?.click()} disabled={upload.isPending}>{t('products.uploadFiles')}</Button>
          )}
          <input ref={input} type="file" multiple hidden data-testid="product-files-input"
            onChange={(e) => e.target.files?.length && upload.mutate([...e.target.files])} />
        </Box>
        <List dense>
          {(data?.data ?? []).map((file) => (
            <ListItem key={file.id} disablePadding>
              {/* A link inside the item: a list holds only items (axe's "list" rule). */}
              <ListItemButton component="a" href={file.url} target="_blank" rel="noopener">
                <Box sx={{ mr: 1.5 }}><FileThumbnail file={file} size={32} /></Box>
                <ListItemText primary={file.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {data && !data.data.length && <Typography color="text.secondary">{t('products.noFiles')}</Typography>}
      </CardContent>
    </Card>
  );
}

/** The product's history: its entries of the activity log (shown to whoever may read the log). */
export function ProductHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useFieldLocale();
  const allows = useCan();
  const mayRead = allows({ permission: activitiesContract.permission });
  const { data } = useQuery({
    queryKey: ['products', id, 'history'],
    queryFn: () => api.get<ListResponse<Activity>>(`${activitiesContract.path}?subject_type=products&subject_id=${id}&per_page=50&sort=created_at&order=desc`),
    enabled: mayRead,
  });
  if (!mayRead) return null;
  return (
    <Card variant="outlined" data-testid="product-history">
      <CardContent>
        <Typography variant="h6" component="h2">{t('products.history')}</Typography>
        <List dense>
          {(data?.data ?? []).map((entry) => (
            <ListItem key={entry.id}>
              <ListItemText
                primary={t(`activityLog.actions.${entry.action}`, { defaultValue: entry.action })}
                secondary={`${formatDateTime(entry.created_at, locale)} · ${entry.user?.name ?? '—'}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
