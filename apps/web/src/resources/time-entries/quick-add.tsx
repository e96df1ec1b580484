import { useEffect, useMemo, useRef, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RunningTimer } from '@harmony/shared';
import { minutesToClock, warsawClock } from '@harmony/shared';
import { ResourceFormView } from '../../components/resource/form/resource-form';
import type { AnyResource, ResourceRow } from '../../components/resource/types';
import { useAuth } from '../../lib/auth/use-auth';
import { TIMER_KEY } from '../../lib/timer/timer-api';
import { duplicateDefaults } from './duplicate-defaults';
import { duplicateRequest } from './duplicate-request';
import { timeEntryDefaults } from './time-entry-form';

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
 * save it starts again, ready for the next entry of the same day. A row's "duplicate" fills it with a copy of
 * that entry on today (duplicate-defaults.ts); nothing is saved until the user confirms.
 */
export function TimeQuickAdd({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  const [round, setRound] = useState(0);
  const [next, setNext] = useState<Record<string, unknown>>({});
  const [expanded, setExpanded] = useState(true);
  const [copyOf, setCopyOf] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const declared = useMemo(() => ({ ...resource, form: { ...resource.form!, defaults: timeEntryDefaults(next) } }), [resource, next]);

  const request = duplicateRequest.use();
  // Only the latest request fills the form (two quick clicks on different rows).
  const latest = useRef(0);
  useEffect(() => {
    if (!request) return;
    duplicateRequest.set(null);
    const asked = ++latest.current;
    void duplicateDefaults(request, user?.id, client.getQueryData<RunningTimer | null>(TIMER_KEY)).then((values) => {
      if (asked !== latest.current) return;
      setNext(values);
      setCopyOf(request.project.name);
      setExpanded(true);
      setRound((r) => r + 1);
      box.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  }, [request, user?.id, client]);
  const reset = (values: Record<string, unknown>) => {
    setNext(values);
    setCopyOf(null);
    setRound((r) => r + 1);
  };

  return (
    <Accordion
      ref={box}
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      data-testid="time-quick-add"
      data-duplicate={copyOf !== null}
      sx={{ mb: 2, scrollMarginTop: 80 }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="time-quick-add-form" id="time-quick-add-title">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('webProjects.time.quickAdd')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="time-quick-add-form">
        {copyOf !== null && (
          <Alert severity="info" data-testid="time-duplicate-notice" sx={{ mb: 2 }}>
            {t('webTime.entries.duplicated', { project: copyOf })}
          </Alert>
        )}
        <ResourceFormView
          key={round}
          resource={declared}
          onSaved={(saved) => reset(nextEntryDefaults(saved, user?.id))}
          onCancel={() => reset({})}
          inDialog
        />
      </AccordionDetails>
    </Accordion>
  );
}
