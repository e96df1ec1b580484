import { Paper, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RouteDef, UserRow } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { fetchOne } from '../../components/resource/resource-api';
import { WorkDayForm } from './work-day-form';

/** /administrator/uzytkownicy/{id}/nowy-dzien-pracy: a whole day of one person's work, entered by an administrator. */
export function WorkDayPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useQuery({ queryKey: ['resource', 'users', 'item', String(id)], queryFn: () => fetchOne<UserRow & Record<string, unknown>>('/api/users', id) });
  const name = user.data ? `${user.data.first_name} ${user.data.last_name}` : '';
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <PageHeading>{name ? `${t(`routes.${route.name}`)}: ${name}` : t(`routes.${route.name}`)}</PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <WorkDayForm userId={id} />
      </Paper>
    </Stack>
  );
}
