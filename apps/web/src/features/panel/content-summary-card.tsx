import { Alert, Box, Card, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CONTENT_SUMMARY_PATH, popupClickRate, routePath, type ContentSummary, type ContentSummaryEntry } from '@harmony/shared';
import { formatDateTime } from '../../components/resource/renderers';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

const EDIT = { posts: routePath('postsEdit'), pages: routePath('pagesEdit') } as const;

function Entries({ title, entries, empty, testId }: { title: string; entries: ContentSummaryEntry[] | undefined; empty: string; testId: string }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>{title}</Typography>
      {!entries ? <Skeleton height={80} /> : entries.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((e) => (
            <ListItem key={`${e.kind}-${e.id}`} disableGutters divider>
              <ListItemText
                primary={<Link component={RouterLink} to={to(EDIT[e.kind].replace(':id', String(e.id)))} data-testid={`${testId}-${e.kind}-${e.id}`}>{e.title}</Link>}
                secondary={`${t(`contentSummary.kinds.${e.kind}`)} · ${formatDateTime(e.at, locale)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The most viewed pop-ups, each linked to the pop-ups list found by its name (they are edited there). */
function TopPopups({ popups }: { popups: NonNullable<ContentSummary['top_popups']> }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Box sx={{ minWidth: 0 }} data-testid="content-top-popups">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>{t('popups.topTitle')}</Typography>
      {popups.length === 0 ? <Typography color="text.secondary" variant="body2">{t('popups.topEmpty')}</Typography> : (
        <List dense disablePadding>
          {popups.map((p) => (
            <ListItem key={p.id} disableGutters divider>
              <ListItemText
                primary={<Link component={RouterLink} to={`${to(routePath('popups'))}?search=${encodeURIComponent(p.name)}`} data-testid={`content-top-popup-${p.id}`}>{p.name}</Link>}
                secondary={t('popups.topViews', { views: p.views, clicks: p.clicks, rate: popupClickRate(p) })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * The content card of /panel: the newest drafts and what goes live next (posts and pages the user may list), and
 * the most viewed pop-ups (for one who may list them).
 */
export function ContentSummaryCard() {
  const { t } = useTranslation();
  const summary = useQuery({ queryKey: ['panel', 'content'], queryFn: () => api.get<ContentSummary>(CONTENT_SUMMARY_PATH, { silent: true }) });
  return (
    <Card variant="outlined" component="section" aria-labelledby="content-summary-title" data-testid="content-summary">
      <CardContent>
        <Typography variant="h6" component="h2" id="content-summary-title" gutterBottom>{t('contentSummary.title')}</Typography>
        {summary.error ? <Alert severity="error">{t('contentSummary.loadFailed')}</Alert> : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${summary.data?.top_popups ? 3 : 2}, minmax(0, 1fr))` } }}>
            <Entries title={t('contentSummary.drafts')} entries={summary.data?.drafts} empty={t('contentSummary.noDrafts')} testId="content-drafts" />
            <Entries title={t('contentSummary.scheduled')} entries={summary.data?.scheduled} empty={t('contentSummary.noScheduled')} testId="content-scheduled" />
            {summary.data?.top_popups && <TopPopups popups={summary.data.top_popups} />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
