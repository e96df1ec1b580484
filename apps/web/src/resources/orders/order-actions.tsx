import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Visibility from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can, ordersContract } from '@harmony/shared';
import type { RowAction } from '../../components/resource/types';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth/use-auth';
import { useLocale } from '../../lib/i18n/use-locale';
import type { OrderRow } from './order-cells';

export const orderDetailsPath = (id: number) => `/zamowienia/${id}/szczegoly`;
export const orderPrintPath = (id: number) => `/zamowienia/${id}/wydruk`;

export const detailsAction: RowAction<OrderRow> = {
  key: 'details',
  label: 'orders.web.details',
  icon: <Visibility />,
  testId: (row) => `order-details-${row.id}`,
  run: (row, ctx) => ctx.navigate(orderDetailsPath(row.id)),
};

/** "New order": a draft created at once, then its details screen (where it is filled in). */
export function NewOrderButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { to } = useLocale();
  const navigate = useNavigate();
  if (!can(user?.permissions, 'dodawanie', ordersContract.permission)) return null;
  const create = async () => {
    const { id } = await api.post<{ id: number }>(ordersContract.path, {});
    await navigate(to(orderDetailsPath(id)));
  };
  return (
    <Button variant="contained" startIcon={<Add />} onClick={() => void create().catch(() => undefined)} data-testid="order-new">
      {t('orders.web.newOrder')}
    </Button>
  );
}
