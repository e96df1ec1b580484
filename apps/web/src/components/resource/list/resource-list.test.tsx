import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, statusesContract } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { sampleResource as statuses } from '../../../test/sample-resource';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { setUpListScreens } from '../../../test/fake-api';
import { ResourceListPage } from '../resource-list-page';

const route = ROUTES.find((r) => r.name === 'adminStatuses')!;
const { path: STATUSES, itemPath } = statusesContract;
const row = (id: number, name: string) => ({ id, name, color: '#1e88e5', position: id, applies_to: 'projects', created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' });

/** A stateful stand-in for the statuses API: list, delete, restore. */
function statusesApi({ holdListsAfterChanges = false } = {}) {
  let rows = [row(1, 'Nowy'), row(2, 'W toku'), row(3, 'Zamknięty')];
  const trash = new Map<number, ReturnType<typeof row>>();
  return fakeServer(({ method, path }) => {
    const [bare] = path.split('?');
    // Refetches that never answer: whatever the list shows then comes from the local list alone.
    if (method === 'GET' && bare === STATUSES && holdListsAfterChanges && trash.size) return new Promise(() => {});
    if (method === 'GET' && bare === STATUSES) return { body: { data: rows, meta: { total: rows.length, page: 1, per_page: 25, last_page: 1 } } };
    const del = new RegExp(`^${STATUSES}/(\\d+)$`).exec(bare!);
    if (method === 'DELETE' && del) {
      const id = Number(del[1]);
      trash.set(id, rows.find((r) => r.id === id)!);
      rows = rows.filter((r) => r.id !== id);
      return { body: { id, message: 'Usunięto.' } };
    }
    const restore = new RegExp(`^${STATUSES}/(\\d+)/restore$`).exec(bare!);
    if (method === 'POST' && restore) {
      const back = trash.get(Number(restore[1]))!;
      rows = [...rows, back].sort((a, b) => a.id - b.id);
      return { body: { id: back.id, message: 'Przywrócono.', data: back } };
    }
    return undefined;
  });
}

describe('resource list', () => {
  setUpListScreens();

  it('asks the API for the list state in the URL', async () => {
    const { requests } = statusesApi();
    renderScreen(<ResourceListPage route={route} resource={statuses} />, {
      path: '/administrator/statusy',
      at: '/administrator/statusy?page=2&per_page=10&sort=name&order=desc&search=tok&applies_to=orders',
    });
    await waitFor(() => expect(requests.some((r) => r.path.startsWith(`${STATUSES}?`))).toBe(true));
    const list = requests.find((r) => r.path.startsWith(`${STATUSES}?`))!;
    expect(list.path).toBe(`${STATUSES}?page=2&per_page=10&sort=name&order=desc&search=tok&applies_to=orders`);
    expect((await screen.findByTestId('resource-search') as HTMLInputElement).value).toBe('tok');
  }, 20_000);

  it('deletes after a confirmation, removes the row from the local list at once, and brings it back in place on undo', async () => {
    const { requests } = statusesApi({ holdListsAfterChanges: true });
    renderScreen(<ResourceListPage route={route} resource={statuses} />, { path: '/administrator/statusy' });
    fireEvent.click(await screen.findByTestId('row-delete-2', {}, { timeout: 4000 }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/„W toku”/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('confirm-ok')));
    await waitFor(() => expect(screen.queryByTestId('row-delete-2')).toBeNull());
    expect(screen.getByTestId('undo-message').textContent).toBe('Usunięto.');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE ${itemPath(2)}`);

    await act(async () => fireEvent.click(screen.getByTestId('undo-button')));
    expect(await screen.findByTestId('row-delete-2')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`POST ${itemPath(2)}/restore`);
    const names = [...document.querySelectorAll('[data-field="name"][role="gridcell"]')].map((c) => c.textContent);
    expect(names).toEqual(['Nowy', 'W toku', 'Zamknięty']);
  }, 20_000);

  it('reads a list counted up to a limit as "more than" and pages on while the pages are full', async () => {
    const { requests } = fakeServer(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith(`${STATUSES}?`)) return undefined;
      const page = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? '1');
      // Page 2 is the last one, not full: no next page.
      const rows = page === 1 ? Array.from({ length: 25 }, (_, i) => row(i + 1, `Status ${i + 1}`)) : [row(26, 'Ostatni')];
      return { body: { data: rows, meta: { total: 1000, page, per_page: 25, last_page: page === 1 ? 40 : 2, more: true } } };
    });
    renderScreen(<ResourceListPage route={route} resource={statuses} />, { path: '/administrator/statusy' });
    expect(await screen.findByText('1–25 z ponad 1000', {}, { timeout: 4000 })).toBeTruthy();
    const next = () => screen.getByRole('button', { name: /następn/i }) as HTMLButtonElement;
    expect(next().disabled).toBe(false);
    await act(async () => fireEvent.click(next()));
    expect(await screen.findByText('Ostatni')).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith(`${STATUSES}?page=2&`))).toBe(true);
    // The grid counts the last page's rows itself: 26 in all, and nothing after them.
    await waitFor(() => expect(next().disabled).toBe(true));
    expect(screen.getByText('26–26 z 26')).toBeTruthy();
  }, 20_000);

  it('reads PostgreSQL\'s estimate as "about"', async () => {
    fakeServer(({ method, path }) => (method === 'GET' && path.startsWith(`${STATUSES}?`)
      ? { body: { data: Array.from({ length: 25 }, (_, i) => row(i + 1, `Status ${i + 1}`)), meta: { total: 14_000, page: 1, per_page: 25, last_page: 2, more: true, estimated: true } } }
      : undefined));
    renderScreen(<ResourceListPage route={route} resource={statuses} />, { path: '/administrator/statusy' });
    expect(await screen.findByText('1–25 z około 14 000', {}, { timeout: 4000 })).toBeTruthy();
  }, 20_000);

  it('opens the item modal on a row click', async () => {
    statusesApi();
    renderScreen(<ResourceListPage route={route} resource={statuses} />, { path: '/administrator/statusy' });
    await screen.findByTestId('row-delete-1', {}, { timeout: 4000 });
    fireEvent.click(document.querySelector('[data-id="3"] [data-field="name"]')!);
    const modal = await screen.findByTestId('item-modal');
    expect(within(modal).getAllByText('Zamknięty').length).toBeGreaterThan(0);
    expect(within(modal).getByText('Projekty')).toBeTruthy();
  }, 20_000);

  it('takes a money filter in złote and asks the API in grosze', async () => {
    const { requests } = statusesApi();
    const priced = { ...statuses, list: { ...statuses.list, filters: [{ name: 'price_min', kind: 'money' as const, label: 'resourceList.search' }] } };
    renderScreen(<ResourceListPage route={route} resource={priced} />, { path: '/administrator/statusy', at: '/administrator/statusy?price_min=1050' });
    const input = (await screen.findByTestId('filter-price_min')) as HTMLInputElement;
    expect(input.value).toBe('10,50');
    fireEvent.change(input, { target: { value: '1 234,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(requests.some((r) => r.path.includes('price_min=123450'))).toBe(true));
  }, 20_000);
});
