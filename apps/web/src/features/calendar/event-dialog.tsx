import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, eventTimesProblem, formatRuleMessage } from '@harmony/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { GrowingTextField } from '../../components/growing-text-field';
import { capitalize } from '../../components/resource/renderers';
import { isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';
import type { EventInput } from './calendar-api';
import { addDays, dayToInstant, wallToInstant } from './calendar-dates';
import type { EventDraft } from './calendar-mapping';
import { ColorChoice } from './color-choice';

export interface EventDialogProps {
  draft: EventDraft;
  onSave(input: EventInput, id?: number): Promise<unknown>;
  onDelete?(id: number): Promise<unknown>;
  onClose(): void;
}

/** Dialog values → the API's body: Warsaw wall time to instants; an all-day end (inclusive) to the next midnight. */
export function draftToInput(d: EventDraft): EventInput {
  return {
    title: d.title.trim(),
    description: d.description,
    all_day: d.all_day,
    color: d.color,
    starts_at: d.all_day ? dayToInstant(d.start) : wallToInstant(d.start),
    ends_at: d.all_day ? dayToInstant(addDays(d.end, 1)) : wallToInstant(d.end),
  };
}

/** Switching all day keeps the days and picks 09:00–10:00 for a timed event. */
function toggleAllDay(d: EventDraft, allDay: boolean): EventDraft {
  if (allDay) return { ...d, all_day: true, start: d.start.slice(0, 10), end: d.end.slice(0, 10) < d.start.slice(0, 10) ? d.start.slice(0, 10) : d.end.slice(0, 10) };
  return { ...d, all_day: false, start: `${d.start.slice(0, 10)}T09:00`, end: `${d.start.slice(0, 10)}T10:00` };
}

/** Create, edit or delete one event: title, description, all day, start and end, colour. */
export function EventDialog({ draft: initial, onSave, onDelete, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Lower case inside messages ("Pole tytuł jest wymagane"), capitalised as a label. */
  const label = (field: string) => t(`webTime.calendar.fields.${field}`);
  const caption = (field: string) => capitalize(label(field));
  const set = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const validate = (): Record<string, string[]> => {
    const found: Record<string, string[]> = {};
    if (!draft.title.trim()) found.title = [formatRuleMessage('required', locale, label('title'))];
    else if (draft.title.trim().length > EVENT_TITLE_MAX) found.title = [formatRuleMessage(`max:${EVENT_TITLE_MAX}`, locale, label('title'))];
    if (draft.description.length > EVENT_DESCRIPTION_MAX) found.description = [formatRuleMessage(`max:${EVENT_DESCRIPTION_MAX}`, locale, label('description'))];
    if (!draft.start) found.starts_at = [formatRuleMessage('required', locale, label('start'))];
    if (!draft.end) found.ends_at = [formatRuleMessage('required', locale, label('end'))];
    if (draft.start && draft.end && !found.starts_at && !found.ends_at) {
      const input = draftToInput(draft);
      const problem = eventTimesProblem(new Date(input.starts_at), new Date(input.ends_at));
      if (problem) found.ends_at = [t(`events.${problem}`)];
    }
    return found;
  };

  const save = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSave(draftToInput(draft), draft.id);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!onDelete || draft.id === undefined) return;
    setBusy(true);
    try {
      await onDelete(draft.id);
      setConfirming(false);
      onClose();
    } catch {
      // The api client already shows the server's message.
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  const err = (field: string) => errors[field]?.[0];
  const otherErrors = Object.entries(errors).filter(([k]) => !['title', 'description', 'starts_at', 'ends_at', 'color', 'all_day'].includes(k));
  const inputType = draft.all_day ? 'date' : 'datetime-local';

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} data-testid="event-dialog" fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{draft.id === undefined ? t('webTime.calendar.newEvent') : t('webTime.calendar.editEvent')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            label={caption('title')}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            required
            autoFocus
            error={Boolean(err('title'))}
            helperText={err('title')}
            slotProps={{ htmlInput: { 'data-testid': 'event-title', maxLength: EVENT_TITLE_MAX } }}
          />
          <GrowingTextField
            label={caption('description')}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            minRows={2}
            error={Boolean(err('description'))}
            helperText={err('description')}
            slotProps={{ htmlInput: { 'data-testid': 'event-description' } }}
          />
          <FormControlLabel
            control={<Switch checked={draft.all_day} onChange={(e) => setDraft((d) => toggleAllDay(d, e.target.checked))} slotProps={{ input: { 'data-testid': 'event-all-day' } as object }} />}
            label={caption('all_day')}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              key={`start-${inputType}`}
              type={inputType}
              label={caption('start')}
              value={draft.start}
              onChange={(e) => set({ start: e.target.value })}
              error={Boolean(err('starts_at'))}
              helperText={err('starts_at')}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-start' } }}
            />
            <TextField
              key={`end-${inputType}`}
              type={inputType}
              label={caption('end')}
              value={draft.end}
              onChange={(e) => set({ end: e.target.value })}
              error={Boolean(err('ends_at'))}
              helperText={err('ends_at')}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'event-end' } }}
            />
          </Stack>
          <ColorChoice value={draft.color} onChange={(color) => set({ color })} label={caption('color')} />
          {otherErrors.map(([k, messages]) => (
            <Alert severity="error" key={k}>
              {messages[0]}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        {onDelete && draft.id !== undefined ? (
          <Button color="error" onClick={() => setConfirming(true)} disabled={busy} data-testid="event-delete">
            {t('webTime.calendar.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose} disabled={busy}>
            {t('app.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} variant="contained" disabled={busy} data-testid="event-save">
            {t('app.save')}
          </Button>
        </Stack>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('webTime.calendar.deleteTitle')}
        text={t('webTime.calendar.deleteText', { title: draft.title })}
        confirmLabel={t('webTime.calendar.delete')}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
