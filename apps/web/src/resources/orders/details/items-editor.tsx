import { IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { formatAmount, lineTotals, parseGrosze, VAT_RATES, type VatRate } from '@harmony/shared';
import { useLocale } from '../../../lib/i18n/use-locale';

/** One item as the editor holds it: what the API stores of it (copied from the product when picked). */
export interface EditedItem {
  product_id: number | null;
  name: string;
  sku: string;
  unit_net: number;
  vat_rate: VatRate;
  quantity: number;
  discount_percent: number;
}

const vatValue = (r: VatRate) => (r === null ? 'zw' : String(r));

/** The items of a draft: name, SKU, unit net, VAT, quantity, discount and the line's net, each row editable. */
export function ItemsEditor({ items, onChange, readOnly, errors }: {
  items: EditedItem[];
  onChange: (items: EditedItem[]) => void;
  readOnly: boolean;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const set = (i: number, patch: Partial<EditedItem>) => onChange(items.map((it, n) => (n === i ? { ...it, ...patch } : it)));
  const err = (i: number, f: string) => errors[`items.${i}.${f}`]?.[0];
  const cols = ['name', 'sku', 'unit_net', 'vat_rate', 'quantity', 'discount_percent', 'line_net'] as const;
  return (
    <Table size="small" data-testid="order-items">
      <TableHead>
        <TableRow>
          {cols.map((c) => <TableCell key={c}>{t(`orders.fields.${c}`)}</TableCell>)}
          {!readOnly && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, i) => (
          <TableRow key={i} data-testid={`order-item-${i}`}>
            <TableCell>
              {readOnly ? item.name : <TextField size="small" value={item.name} onChange={(e) => set(i, { name: e.target.value })} error={Boolean(err(i, 'name'))} helperText={err(i, 'name')} />}
            </TableCell>
            <TableCell>{readOnly ? item.sku : <TextField size="small" value={item.sku} onChange={(e) => set(i, { sku: e.target.value })} sx={{ width: 110 }} />}</TableCell>
            <TableCell>
              {readOnly ? formatAmount(item.unit_net, locale) : (
                <TextField size="small" defaultValue={formatAmount(item.unit_net, locale)} sx={{ width: 110 }}
                  slotProps={{ htmlInput: { 'data-testid': `order-item-${i}-unit-net` } }}
                  onBlur={(e) => { const g = parseGrosze(e.target.value, locale); if (g !== null && !Number.isNaN(g)) set(i, { unit_net: g }); }} />
              )}
            </TableCell>
            <TableCell>
              {readOnly ? (item.vat_rate === null ? t('orders.zw') : `${item.vat_rate}%`) : (
                <TextField select size="small" value={vatValue(item.vat_rate)} sx={{ width: 90 }}
                  onChange={(e) => set(i, { vat_rate: e.target.value === 'zw' ? null : Number(e.target.value) })}>
                  {VAT_RATES.map((r) => <MenuItem key={vatValue(r)} value={vatValue(r)}>{r === null ? t('orders.zw') : `${r}%`}</MenuItem>)}
                </TextField>
              )}
            </TableCell>
            <TableCell>
              {readOnly ? item.quantity : (
                <TextField size="small" type="number" value={item.quantity} sx={{ width: 90 }} error={Boolean(err(i, 'quantity'))} helperText={err(i, 'quantity')}
                  slotProps={{ htmlInput: { min: 1, 'data-testid': `order-item-${i}-quantity` } }} onChange={(e) => set(i, { quantity: Number(e.target.value) })} />
              )}
            </TableCell>
            <TableCell>
              {readOnly ? item.discount_percent : (
                <TextField size="small" type="number" value={item.discount_percent} sx={{ width: 80 }}
                  slotProps={{ htmlInput: { min: 0, max: 100 } }} onChange={(e) => set(i, { discount_percent: Number(e.target.value) })} />
              )}
            </TableCell>
            <TableCell align="right">{formatAmount(lineTotals(item).line_net, locale)}</TableCell>
            {!readOnly && (
              <TableCell>
                <IconButton aria-label={t('app.delete', { defaultValue: 'delete' })} onClick={() => onChange(items.filter((_, n) => n !== i))}><DeleteOutline /></IconButton>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
