import type { MenuSectionRow } from '@harmony/shared';
import { api } from '../../lib/api';

export const MENU_KEY = ['menu-config'] as const;

export interface MenuRowValues {
  key: string;
  name: string;
  enabled: boolean;
}

const listOf = (body: unknown): MenuSectionRow[] => (Array.isArray(body) ? body : ((body as { data?: MenuSectionRow[] } | null)?.data ?? []));

/** GET /api/menu → [{key, name, enabled, position}], shown in position order. */
export const fetchMenu = () =>
  api.get<unknown>('/api/menu').then((body) => [...listOf(body)].sort((a, b) => a.position - b.position));

/** PUT /api/menu with the sections in display order (the order becomes their position). */
export const saveMenu = (rows: MenuRowValues[]) => api.put<unknown>('/api/menu', rows.map(({ key, name, enabled }) => ({ key, name, enabled })));
