import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, statusesContract } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { sampleResource as statuses } from '../../../test/sample-resource';
import { setUpListScreens } from '../../../test/fake-api';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { ResourceListPage } from '../resource-list-page';

const route = ROUTES.find((r) => r.name === 'adminStatuses')!;
const row = (id: number, name: string) => ({
  id, name, color: '#1e88e5', position: id, applies_to: 'projects', created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z',
});

describe('resource list on a phone', () => {
  setUpListScreens('phone');

  it('shows each row as a card: the main field as its title, the other shown columns as label and value, the row actions', async () => {
    let rows = [row(1, 'Nowy'), row(2, 'W toku'), row(3, 'Zamknięty')];
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'GET' && path.startsWith(`${statusesContract.path}?`)) return { body: { data: rows, meta: { total: 30, page: 1, per_page: 25, last_page: 2 } } };
      if (method === 'DELETE' && path === statusesContract.itemPath(2)) {
        rows = rows.filter((r) => r.id !== 2);
        return { body: { id: 2, message: 'Usunięto.' } };
      }
      return undefined;
    });
    renderScreen(<ResourceListPage route={route} resource={statuses} />, { path: '/administrator/statusy' });

    const card = await screen.findByTestId('resource-card-1', {}, { timeout: 4000 });
    expect(document.querySelector('[role="grid"]')).toBeNull();
    expect(screen.getByTestId('resource-list').getAttribute('data-view')).toBe('cards');
    expect(within(card).getByTestId('resource-card-title').textContent).toBe('Nowy');
    const line = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(line('Kolejność')).toBe('1');
    expect(line('Dotyczy')).toBe('Projekty');
    expect(line('Kolor')).toContain('#1e88e5');
    // Hidden by default (id, created_at): not on the card either.
    expect(within(card).queryByText('Utworzono')).toBeNull();
    expect(screen.getByText('1–25 z 30')).toBeTruthy();

    // Sorting and paging still go to the URL, and so to the API.
    fireEvent.click(screen.getByTestId('resource-sort-order'));
    await waitFor(() => expect(requests.some((r) => r.path.includes('sort=position&order=desc'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /następn/i }));
    await waitFor(() => expect(requests.some((r) => r.path.includes('page=2'))).toBe(true));

    // The card's actions are the row's: delete asks first.
    fireEvent.click(within(screen.getByTestId('resource-card-2')).getByTestId('row-delete-2'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('„W toku”');
    await act(async () => fireEvent.click(screen.getByTestId('confirm-ok')));
    await waitFor(() => expect(screen.queryByTestId('resource-card-2')).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE ${statusesContract.itemPath(2)}`);
  }, 20_000);
});
