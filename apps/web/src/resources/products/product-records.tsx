import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activitiesContract, type Activity, type ListResponse } from '@harmony/shared';
import { api } from '../../lib/api';
import { useFieldLocale } from '../../components/resource/form/fields/field-locale';
import { formatDateTime } from '../../components/resource/renderers';
import { useCan } from '../../lib/can/use-can';

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
