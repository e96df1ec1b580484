import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import type { AnyResource, ResourceRow } from '../../components/resource/types';
import { useAuth } from '../../lib/auth/use-auth';
import { timeEntryDefaults } from './time-entry-form';
import { minutesToClock, warsawClock } from './warsaw-time';

/**
 * What the next entry most likely continues from: the same person, day and project, starting where the last
 * one ended (the person too: an administrator entering someone's day keeps booking for them).
 */
export function nextEntryDefaults(saved: ResourceRow, signedInId?: number): Record<string, unknown> {
  const entry = saved as { started_at?: string; ended_at?: string; project?: { id: number }; user?: { id: number } };
  if (!entry.started_at || !entry.ended_at) return {};
  const start = warsawClock(entry.started_at);
  const end = warsawClock(entry.ended_at);
  return {
    day: start.day,
    start: end.day === start.day ? end.time : minutesToClock(1440),
    ...(entry.project ? { project_id: String(entry.project.id) } : {}),
    ...(entry.user && entry.user.id !== signedInId ? { user_id: String(entry.user.id) } : {}),
  };
}

/**
 * Quick add on the time list: the entry form (same declaration as the edit screen) in create mode. After a
 * save it starts again, ready for the next entry of the same day.
 */
export function TimeQuickAdd({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [round, setRound] = useState(0);
  const [next, setNext] = useState<Record<string, unknown>>({});
  const declared = useMemo(() => ({ ...resource, form: { ...resource.form!, defaults: timeEntryDefaults(next) } }), [resource, next]);

  return (
    <Accordion defaultExpanded disableGutters variant="outlined" data-testid="time-quick-add" sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="time-quick-add-form" id="time-quick-add-title">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('webProjects.time.quickAdd')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="time-quick-add-form">
        <ResourceFormView
          key={round}
          resource={declared}
          onSaved={(saved) => {
            setNext(nextEntryDefaults(saved, user?.id));
            setRound((r) => r + 1);
          }}
          onCancel={() => {
            setNext({});
            setRound((r) => r + 1);
          }}
          inDialog
        />
      </AccordionDetails>
    </Accordion>
  );
}
