import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { capitalize } from '../resource/renderers';
import { fetchVersion } from './versions-api';

/** A field's value as comparable text: rich text without its tags, lists joined, empty as a dash. */
export function comparable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /<[a-z][^>]*>/i.test(text) ? text.replace(/<\/(p|h\d|li|blockquote)>/gi, '\n').replace(/<[^>]+>/g, '').replace(/&nbsp;/g, ' ').trim() : text;
}

export interface VersionCompareProps {
  itemPath: string;
  version: number;
  /** The record now (its read answer). */
  current: Record<string, unknown>;
  labelKey(field: string): string;
  onClose(): void;
}

/** One version beside the record now, field by field; the fields that differ come first and are marked. */
export function VersionCompare({ itemPath, version, current, labelKey, onClose }: VersionCompareProps) {
  const { t } = useTranslation();
  const kept = useQuery({ queryKey: ['version', itemPath, version], queryFn: () => fetchVersion(itemPath, version) });
  const rows = Object.entries(kept.data?.data ?? {}).map(([field, value]) => {
    const then = comparable(value);
    const now = comparable(current[field]);
    return { field, then, now, differs: then !== now };
  }).sort((a, b) => Number(b.differs) - Number(a.differs));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="version-compare">
      <DialogTitle>{t('versions.version', { version })}</DialogTitle>
      <DialogContent>
        {kept.data && !rows.some((r) => r.differs) && <Typography sx={{ mb: 1 }} data-testid="version-same">{t('versions.same')}</Typography>}
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('versions.field')}</TableCell>
              <TableCell>{t('versions.thisVersion', { version })}</TableCell>
              <TableCell>{t('versions.currentVersion')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} data-testid={`version-diff-${row.field}`} data-differs={row.differs}
                sx={row.differs ? { bgcolor: 'warning.light', '& td': { fontWeight: 500 } } : undefined}>
                <TableCell sx={{ verticalAlign: 'top' }}>{capitalize(t(labelKey(row.field)))}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}><Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.then}</Box></TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}><Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.now}</Box></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="version-compare-close">{t('versions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
