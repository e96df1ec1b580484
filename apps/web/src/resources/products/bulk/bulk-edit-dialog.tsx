import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseGrosze, VAT_RATES, type BulkChanges, type GroupMode, type ProductBulkInput } from '@harmony/shared';
import { isApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n/use-locale';
import { bulkEditProducts, selectionFilter, undoProductBulk } from '../../../components/shop/product-bulk-api';
import { ProductGroupsSelect } from '../../../components/shop/product-groups-select';
import type { BulkActionResult, BulkSelection } from '../../../components/resource/types';

const KEEP = 'keep';
type PriceMode = typeof KEEP | 'set' | 'percent';

interface Draft {
  price: PriceMode;
  amount: string;
  vat: string;
  active: string;
  groupMode: typeof KEEP | GroupMode;
  groups: number[];
}
const EMPTY: Draft = { price: KEEP, amount: '', vat: KEEP, active: KEEP, groupMode: KEEP, groups: [] };

/** The dialog's choices as the API's `changes`; null when a typed amount can't be read. */
function changesOf(d: Draft, locale: 'pl' | 'en'): Partial<BulkChanges> | null {
  const changes: Record<string, unknown> = {};
  if (d.price === 'set') {
    const grosze = parseGrosze(d.amount, locale);
    if (grosze === null || Number.isNaN(grosze)) return null;
    changes.price = { mode: 'set', price_net: grosze };
  }
  if (d.price === 'percent') {
    const percent = Number(d.amount.replace(',', '.'));
    if (d.amount.trim() === '' || Number.isNaN(percent)) return null;
    changes.price = { mode: 'percent', percent };
  }
  if (d.vat !== KEEP) changes.vat_rate = d.vat === 'zw' ? null : Number(d.vat);
  if (d.active !== KEEP) changes.active = d.active === 'true';
  if (d.groupMode !== KEEP) changes.group_ids = { mode: d.groupMode, ids: d.groups };
  return changes as Partial<BulkChanges>;
}

/**
 * The products' bulk edit: price (set, or by a percent), VAT, active and categories of the chosen products
 * or of all matching the list's filter. The server changes them in one transaction and answers an undo token.
 */
export function BulkEditDialog({ selection, done }: { selection: BulkSelection; done(result: BulkActionResult): void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  const apply = async () => {
    const changes = changesOf(draft, locale);
    if (!changes) return setError(t(draft.price === 'percent' ? 'productBulk.badPercent' : 'productImport.badPrice'));
    const target = selection.ids ? { ids: selection.ids } : { filter: selectionFilter(selection.query) };
    setBusy(true);
    try {
      const result = await bulkEditProducts({ ...target, changes } as ProductBulkInput);
      done({ message: result.message, undo: () => undoProductBulk(result.undo) });
    } catch (e) {
      setError((isApiError(e) && (Object.values(e.fieldErrors ?? {})[0]?.[0] ?? e.message)) || t('resourceList.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const select = (label: string, value: string, onChange: (v: string) => void, options: [string, string][], testId: string) => (
    // The test id on the visible combobox (as the list's filters have it), not on MUI's hidden input.
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>{l}</MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={() => done(null)} fullWidth maxWidth="sm" data-testid="bulk-edit-dialog">
      <DialogTitle>{t('productBulk.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" data-testid="bulk-edit-scope">
            {t(selection.ids ? 'productBulk.scopeSelected' : 'productBulk.scopeAll', { count: selection.countText })}
          </Typography>
          {error && <Alert severity="error" data-testid="bulk-edit-error">{error}</Alert>}
          {select(t('productBulk.priceMode'), draft.price, (v) => set({ price: v as PriceMode, amount: '' }), [
            [KEEP, t('productBulk.priceKeep')], ['set', t('productBulk.priceSet')], ['percent', t('productBulk.pricePercent')],
          ], 'bulk-price-mode')}
          {draft.price !== KEEP && (
            <TextField
              label={t(draft.price === 'set' ? 'productBulk.fields.price_net' : 'productBulk.fields.percent')}
              value={draft.amount}
              onChange={(e) => set({ amount: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'bulk-price-amount', inputMode: 'decimal' } }}
            />
          )}
          {select(t('productBulk.fields.vat_rate'), draft.vat, (v) => set({ vat: v }), [
            [KEEP, t('productBulk.vatKeep')], ...VAT_RATES.map((r): [string, string] => (r === null ? ['zw', 'zw.'] : [String(r), `${r}%`])),
          ], 'bulk-vat')}
          {select(t('productBulk.fields.active'), draft.active, (v) => set({ active: v }), [
            [KEEP, t('productBulk.activeKeep')], ['true', t('productBulk.activeOn')], ['false', t('productBulk.activeOff')],
          ], 'bulk-active')}
          {select(t('productBulk.fields.group_ids'), draft.groupMode, (v) => set({ groupMode: v as Draft['groupMode'] }), [
            [KEEP, t('productBulk.groupsKeep')], ['add', t('productBulk.modeAdd')], ['remove', t('productBulk.modeRemove')], ['replace', t('productBulk.modeReplace')],
          ], 'bulk-groups-mode')}
          {draft.groupMode !== KEEP && (
            <ProductGroupsSelect label={t('productBulk.fields.group_ids')} value={draft.groups} onChange={(groups) => set({ groups })} testId="bulk-groups" />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => done(null)}>{t('productBulk.cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={busy} data-testid="bulk-edit-apply">
          {t('productBulk.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
