import { useQuery } from '@tanstack/react-query';
import { statusesContract, type ListResponse } from '@harmony/shared';
import { api } from '../../lib/api';

export interface OrderStatusOption {
  id: number;
  name: string;
  color: string;
}

/** The administrator's statuses that apply to orders, in their order (the orders' filter and dialog, the shop's settings). */
export async function fetchOrderStatuses(): Promise<OrderStatusOption[]> {
  const list = await api.get<ListResponse<OrderStatusOption & { applies_to: string }>>(
    `${statusesContract.path}?per_page=100&applies_to=orders&sort=position`, { silent: true });
  return list.data.filter((s) => s.applies_to === 'orders').map(({ id, name, color }) => ({ id, name, color }));
}

export const ORDER_STATUSES_KEY = ['order-statuses'] as const;

export const useOrderStatuses = () => useQuery({ queryKey: ORDER_STATUSES_KEY, queryFn: fetchOrderStatuses });
