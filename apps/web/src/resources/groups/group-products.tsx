import { useState } from 'react';
import {
  Box, FormControlLabel, Link as MuiLink, Paper, Switch, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, groupProductsPath, type GroupProductRow, type ListResponse } from '@harmony/shared';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

const PER_PAGE = 10;

/**
 * Under a category's form: its products (GET /api/groups/{id}/products), a page at a time, with or without its
 * subcategories' products; each name opens the product's form.
 */
export function GroupProducts({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const [page, setPage] = useState(0);
  const [descendants, setDescendants] = useState(false);
  const query = new URLSearchParams({ page: String(page + 1), per_page: String(PER_PAGE), descendants: String(descendants) });
  const products = useQuery({
    queryKey: ['groups', id, 'products', page, descendants],
    queryFn: ({ signal }) => api.get<ListResponse<GroupProductRow>>(`${groupProductsPath(id)}?${query}`, { silent: true, signal }),
    placeholderData: keepPreviousData,
  });
  const f = (field: string) => t(`groups.fields.${field}`);
  const rows = products.data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="group-products">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">{t('groups.products')}</Typography>
        <FormControlLabel
          control={<Switch checked={descendants} onChange={(e) => { setDescendants(e.target.checked); setPage(0); }} data-testid="group-products-descendants" />}
          label={t('groups.withDescendants')}
        />
      </Box>
      {products.isError ? (
        <Typography color="error">{t('groups.productsLoadFailed')}</Typography>
      ) : rows.length === 0 && !products.isPending ? (
        <Typography color="text.secondary" data-testid="group-products-empty">{t('groups.noProducts')}</Typography>
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{f('name')}</TableCell>
                <TableCell>{f('sku')}</TableCell>
                <TableCell align="right">{f('price_gross')}</TableCell>
                <TableCell align="right">{f('stock')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={`group-product-${row.id}`}>
                  <TableCell>
                    <MuiLink component={Link} to={to(`/produkty/${row.id}/edytuj`)}>{row.name}</MuiLink>
                    {row.active ? null : <Typography component="span" variant="caption" color="text.secondary"> ({t('groups.inactive')})</Typography>}
                  </TableCell>
                  <TableCell>{row.sku}</TableCell>
                  <TableCell align="right">{formatMoney(row.price_gross, locale)}</TableCell>
                  <TableCell align="right">{row.stock}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={products.data?.meta.total ?? 0}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
          />
        </>
      )}
    </Paper>
  );
}
