import { Box, Chip } from '@mui/material';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import { formatMoney, type Product } from '@harmony/shared';
import { thumbnail } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';

export type ProductRow = Product & Record<string, unknown>;

/** The main image, or a box icon. */
export const productThumbCell = thumbnail('main_image_id', Inventory, 'product-thumb');

/** The gross price and, beside it, the VAT rate ("zw." when exempt). */
export function priceCell(row: ProductRow, { t, locale }: RenderContext) {
  const vat = row.vat_rate === null ? t('products.vatExempt') : `${row.vat_rate}%`;
  return (
    <span>
      {formatMoney(row.price_gross, locale)}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
        {t('products.vatShort', { rate: vat })}
      </Box>
    </span>
  );
}

/** The stock, with a chip when it is at or under the low-stock threshold (none left: in the error colour). */
export function stockCell(row: ProductRow, { t }: RenderContext) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <span>{row.stock}</span>
      {row.low_stock && (
        <Chip size="small" color={row.stock <= 0 ? 'error' : 'warning'} label={t(row.stock <= 0 ? 'products.stockStates.out' : 'products.stockStates.low')}
          data-testid={`low-stock-${row.id}`} />
      )}
    </Box>
  );
}

export const typeCell = (row: ProductRow) => row.product_type?.name ?? '—';
export const groupsCell = (row: ProductRow) => (row.groups ?? []).map((g) => g.name).join(', ') || '—';
export const activeCell = (row: ProductRow, { t }: RenderContext) => t(row.active ? 'resourceList.yes' : 'resourceList.no');
