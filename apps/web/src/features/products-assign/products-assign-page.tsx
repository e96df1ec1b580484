import { useState } from 'react';
import {
  Alert, Button, Checkbox, FormControlLabel, MenuItem, Paper, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableHead, TablePagination,
  TableRow, TextField, Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, GROUP_MODES, productsContract, type GroupMode, type ListResponse, type Product, type RouteDef } from '@harmony/shared';
import { PageHeading } from '../../components/page-heading';
import { countTextOf, displayedRowsOf } from '../../components/resource/list/list-count';
import { resourceKeys } from '../../components/resource/resource-api';
import { assignProductGroups, undoProductBulk } from '../../components/shop/product-bulk-api';
import { ProductGroupsSelect } from '../../components/shop/product-groups-select';
import { api, isApiError } from '../../lib/api';
import { useLocale } from '../../lib/i18n/use-locale';

const PER_PAGE = 25;
const MODE_LABEL: Record<GroupMode, string> = { add: 'productBulk.modeAdd', replace: 'productBulk.modeReplace', remove: 'productBulk.modeRemove' };

/**
 * /produkty/kategorie/przypisz: find products (search, category with its descendants, active), choose rows or
 * everything the filter matches, pick the target categories and how (add, replace, remove), apply — with undo.
 */
export function ProductsAssignPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<number[]>([]);
  const [active, setActive] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [targets, setTargets] = useState<number[]>([]);
  const [mode, setMode] = useState<GroupMode>('add');
  const [outcome, setOutcome] = useState<{ message: string; undo?: string; error?: boolean } | null>(null);

  const filter = Object.fromEntries(Object.entries({ search: search.trim(), group_id: group[0] ? String(group[0]) : '', active }).filter(([, v]) => v));
  const list = useQuery({
    queryKey: [...resourceKeys.lists('products'), 'assign', filter, page],
    queryFn: () => api.get<ListResponse<Product>>(`${productsContract.path}?${new URLSearchParams({ ...filter, page: String(page + 1), per_page: String(PER_PAGE) })}`),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const total = meta?.total ?? 0;
  const totalText = countTextOf(meta, 0, t, locale);
  const refilter = (change: () => void) => {
    change();
    setPage(0);
    setChosen(new Set());
    setAllMatching(false);
  };
  const toggle = (id: number) => setChosen((s) => {
    const next = new Set(s);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const count = allMatching ? total : chosen.size;

  const apply = async () => {
    try {
      const result = await assignProductGroups({ ...(allMatching ? { filter } : { ids: [...chosen] }), group_ids: targets, mode });
      setOutcome({ message: result.message, undo: result.undo });
      setChosen(new Set());
      setAllMatching(false);
    } catch (e) {
      setOutcome({ message: (isApiError(e) && (Object.values(e.fieldErrors ?? {})[0]?.[0] ?? e.message)) || t('productBulk.loadFailed'), error: true });
    }
    void client.invalidateQueries({ queryKey: resourceKeys.lists('products') });
  };
  const undo = async (token: string) => {
    const result = await undoProductBulk(token);
    setOutcome({ message: result.message });
    void client.invalidateQueries({ queryKey: resourceKeys.lists('products') });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <PageHeading>{t(`routes.${route.name}`)}</PageHeading>
      <Typography>{t('productBulk.assignIntro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField label={t('productBulk.search')} value={search} onChange={(e) => refilter(() => setSearch(e.target.value))} slotProps={{ htmlInput: { 'data-testid': 'assign-search' } }} sx={{ minWidth: 240 }} />
        <ProductGroupsSelect label={t('productBulk.filterGroup')} value={group} onChange={(ids) => refilter(() => setGroup(ids))} multiple={false} testId="assign-filter-group" />
        <TextField select label={t('productBulk.filterActive')} value={active} onChange={(e) => refilter(() => setActive(e.target.value))} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('productBulk.anyActive')}</MenuItem>
          <MenuItem value="true">{t('productBulk.activeOn')}</MenuItem>
          <MenuItem value="false">{t('productBulk.activeOff')}</MenuItem>
        </TextField>
      </Stack>
      {list.isError && <Alert severity="error">{t('productBulk.loadFailed')}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography data-testid="assign-count">
          {allMatching ? t('productBulk.allMatchingSelected', { count: totalText }) : t('productBulk.selectedCount', { count: chosen.size })}
        </Typography>
        {!allMatching && total > 0 && (
          <Button onClick={() => setAllMatching(true)} data-testid="assign-all-matching">{t('productBulk.selectAllMatching', { count: totalText })}</Button>
        )}
        {(allMatching || chosen.size > 0) && (
          <Button onClick={() => refilter(() => undefined)}>{t('productBulk.clearSelection')}</Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <Table size="small" data-testid="assign-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {(['name', 'sku', 'price_gross', 'active'] as const).map((c) => <TableCell key={c}>{t(`productBulk.columns.${c}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} hover data-testid={`assign-row-${p.id}`}>
                <TableCell padding="checkbox">
                  <Checkbox checked={allMatching || chosen.has(p.id)} disabled={allMatching} onChange={() => toggle(p.id)} slotProps={{ input: { 'aria-label': p.name } }} />
                </TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.sku}</TableCell>
                <TableCell>{formatMoney(p.price_gross, locale)}</TableCell>
                <TableCell>{t(p.active ? 'productBulk.activeOn' : 'productBulk.activeOff')}</TableCell>
              </TableRow>
            ))}
            {!rows.length && !list.isFetching && (
              <TableRow><TableCell colSpan={5}>{t('productBulk.noProducts')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div" count={meta?.more ? -1 : total} page={page} onPageChange={(_, p) => setPage(p)} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]}
          labelDisplayedRows={meta?.more ? displayedRowsOf(t, locale, totalText) : undefined}
          slotProps={meta?.more && meta.page >= meta.last_page ? { actions: { nextButton: { disabled: true } } } : undefined}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <ProductGroupsSelect label={t('productBulk.targetGroups')} value={targets} onChange={setTargets} testId="assign-targets" />
          <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as GroupMode)}>
            {GROUP_MODES.map((m) => <FormControlLabel key={m} value={m} control={<Radio />} label={t(MODE_LABEL[m])} data-testid={`assign-mode-${m}`} />)}
          </RadioGroup>
          {outcome && (
            <Alert
              severity={outcome.error ? 'error' : 'success'}
              data-testid="assign-outcome"
              action={outcome.undo && <Button color="inherit" size="small" onClick={() => void undo(outcome.undo!)} data-testid="assign-undo">{t('productBulk.undo')}</Button>}
            >
              {outcome.message}
            </Alert>
          )}
          <Button variant="contained" disabled={count === 0 || targets.length === 0} onClick={() => void apply()} data-testid="assign-apply" sx={{ alignSelf: 'flex-start' }}>
            {t('productBulk.apply')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
