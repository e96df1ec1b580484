import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import Add from '@mui/icons-material/PersonAddAlt';
import ArrowBack from '@mui/icons-material/ArrowBack';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath, subscribersContract, type RouteDef } from '@harmony/shared';
import { NewsletterTabs } from '../../components/newsletter/newsletter-tabs';
import { PageHeading } from '../../components/page-heading';
import { ResourceList } from '../../components/resource/list/resource-list';
import { useCan } from '../../lib/can/use-can';
import { useLocale } from '../../lib/i18n/use-locale';
import { AddSubscriberDialog } from './add-subscriber-dialog';
import { subscribersResource } from './index';
import { importPathOf, useNewsletterList } from './list-api';

/**
 * /newsletter/{id}/subskrybenci: the list's name, the way back to the lists, adding one address (a dialog) or a
 * file of them (the import screen), and the subscribers' list with its search, status filter and export.
 */
export function SubscribersPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const allows = useCan();
  const listId = Number(useParams().id);
  const list = useNewsletterList(listId);
  const resource = useMemo(() => subscribersResource(listId), [listId]);
  const [adding, setAdding] = useState(false);
  const mayAdd = allows({ permission: subscribersContract.permission, verb: 'dodawanie' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <PageHeading>{list.data ? t('newsletterScreens.subscribers.title', { list: list.data.name }) : t(`routes.${route.name}`)}</PageHeading>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to={to(routePath('newsletter'))} startIcon={<ArrowBack />}>{t('newsletterScreens.subscribers.back')}</Button>
          {mayAdd && (
            <Button component={Link} to={to(importPathOf(listId))} startIcon={<UploadFile />} data-testid="subscribers-import">
              {t('newsletterScreens.actions.import')}
            </Button>
          )}
          {mayAdd && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} data-testid="subscriber-add">
              {t('newsletterScreens.actions.add')}
            </Button>
          )}
        </Stack>
      </Stack>
      <NewsletterTabs current="lists" />
      <ResourceList resource={resource} />
      {adding && <AddSubscriberDialog resource={resource} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
