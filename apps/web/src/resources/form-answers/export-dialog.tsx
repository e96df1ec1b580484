import { useId, useState } from 'react';
import {
  Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText,
  FormLabel, LinearProgress, Radio, RadioGroup, Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formAnswersContract } from '@harmony/shared';
import { downloadCsv } from '../../components/resource/list/download-csv';
import { capitalize } from '../../components/resource/renderers';
import { useAnswerColumns } from './answer-columns';
import { answersExportUrl, EXPORT_FORMATS, type ExportFormat } from './export-url';

export interface ExportDialogProps {
  open: boolean;
  onClose(): void;
  /** The form (its UUID). */
  form: string;
  /** The list's current filter, sort and search, as the API reads them. */
  filter: URLSearchParams;
}

/**
 * The answers' export: which columns (every one ticked at first, in the form's order) and CSV or XLSX, of the
 * answers the list's current filter matches. The file is fetched like the other exports (download-csv.ts), so a
 * refusal shows the server's message.
 */
export function ExportDialog({ open, onClose, form, filter }: ExportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const columns = useAnswerColumns(form);
  const all = (columns.data ?? []).map((c) => c.key);
  // What is left out rather than what is in: every column is ticked from the moment the list arrives.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const chosen = new Set(all.filter((key) => !unticked.has(key)));
  const none = columns.isSuccess && chosen.size === 0;

  const toggle = (key: string, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(answersExportUrl(format, filter, all, chosen), `${formAnswersContract.name}.${format}`);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="answers-export-dialog">
      <DialogTitle id={titleId}>{t('formsWeb.export.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{t('formsWeb.export.filtered')}</DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-format`}>{t('formsWeb.export.format')}</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-format`} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
              {EXPORT_FORMATS.map((f) => (
                <FormControlLabel
                  key={f}
                  value={f}
                  control={<Radio slotProps={{ input: { 'data-testid': `answers-export-format-${f}` } as object }} />}
                  label={t(`formsWeb.export.${f}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl component="fieldset" error={none}>
            <FormLabel component="legend">{t('formsWeb.export.columns')}</FormLabel>
            <Stack direction="row" spacing={1} sx={{ my: 0.5 }}>
              <Button size="small" onClick={() => setUnticked(new Set())} data-testid="answers-export-all">
                {t('formsWeb.export.all')}
              </Button>
              <Button size="small" onClick={() => setUnticked(new Set(all))} data-testid="answers-export-none">
                {t('formsWeb.export.none')}
              </Button>
            </Stack>
            {columns.isPending && <LinearProgress aria-hidden />}
            <FormGroup>
              {(columns.data ?? []).map((c) => (
                <FormControlLabel
                  key={c.key}
                  control={
                    <Checkbox
                      checked={chosen.has(c.key)}
                      onChange={(e) => toggle(c.key, e.target.checked)}
                      slotProps={{ input: { 'data-testid': `answers-export-column-${c.key}` } as object }}
                    />
                  }
                  // The answer's own columns come labelled lower case (the catalogue's field names, used inside sentences too).
                  label={capitalize(c.label)}
                />
              ))}
            </FormGroup>
            {none && <FormHelperText>{t('formsWeb.export.noneChosen')}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('formsWeb.export.cancel')}</Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy || !columns.isSuccess || none} data-testid="answers-export-download">
          {t('formsWeb.export.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
