import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesContract } from '@harmony/shared';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { defineResource } from '../define-resource';
import type { ResourceRow } from '../types';
import ResourceOrderedList from './resource-ordered-list';

const declare = (list: { tree?: boolean; reorder?: boolean }) =>
  defineResource({
    name: categoriesContract.name,
    path: categoriesContract.path,
    subject: 'Administracja',
    routes: { list: '/administrator/statusy' },
    list: { columns: [{ field: 'name' }], ...list },
  });
const rows: ResourceRow[] = [
  { id: 1, name: 'Elektronika', parent_id: null, position: 0 },
  { id: 2, name: 'Telefony', parent_id: 1, position: 0 },
  { id: 3, name: 'Laptopy', parent_id: 1, position: 1 },
  { id: 4, name: 'Ogród', parent_id: null, position: 1 },
];
const open = (list: { tree?: boolean; reorder?: boolean }, data = rows) =>
  renderScreen(<ResourceOrderedList resource={declare(list)} rows={data} loading={false} onOpen={() => {}} actionsOf={() => []} canReorder />);
const names = () => screen.getAllByRole('row').slice(1).map((r) => r.textContent);

/** jsdom lays nothing out: each sortable row gets a 50px box by its place, so the keyboard sensor can move between them. */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr[data-sortable-id]');
    const top = row ? Array.from(row.parentElement!.children).indexOf(row) * 50 : 0;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 50, width: 600, height: 50, toJSON: () => ({}) } as DOMRect;
  });
}
async function keyboardMove(handleName: string, arrow: 'ArrowDown' | 'ArrowUp') {
  const handle = screen.getByRole('button', { name: handleName });
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
  fireEvent.keyDown(handle, { code: arrow, key: arrow });
  await waitFor(() => expect(document.body.textContent).toMatch(/jest teraz na pozycji/));
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

describe('ordered and tree lists', () => {
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('shows a tree indented and folds a branch', () => {
    open({ tree: true });
    expect(names()).toEqual(['Elektronika', 'Telefony', 'Laptopy', 'Ogród']);
    expect(screen.getByText('Telefony').closest('[data-depth]')?.getAttribute('data-depth')).toBe('1');
    const toggle = screen.getByRole('button', { name: 'Zwiń „Elektronika”' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(names()).toEqual(['Elektronika', 'Ogród']);
    fireEvent.click(screen.getByRole('button', { name: 'Rozwiń „Elektronika”' }));
    expect(names()).toEqual(['Elektronika', 'Telefony', 'Laptopy', 'Ogród']);
  });

  it('reorders a flat list with the keyboard and saves the whole order', async () => {
    const { requests } = fakeServer(({ method }) => (method === 'PUT' ? { body: { message: 'Zapisano kolejność.' } } : undefined));
    open({ reorder: true }, rows.map((r) => ({ ...r, parent_id: null })));
    await keyboardMove('Przeciągnij „Elektronika”', 'ArrowDown');
    await waitFor(() => expect(names()).toEqual(['Telefony', 'Elektronika', 'Laptopy', 'Ogród']));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: `${categoriesContract.path}/order`, body: { ids: [2, 1, 3, 4] } }));
  }, 20_000);

  it('moves a tree row among its siblings with PUT …/move', async () => {
    const { requests } = fakeServer(({ method }) => (method === 'PUT' ? { body: { message: 'Przeniesiono.' } } : undefined));
    open({ tree: true, reorder: true });
    await keyboardMove('Przeciągnij „Laptopy”', 'ArrowUp');
    await waitFor(() => expect(names()).toEqual(['Elektronika', 'Laptopy', 'Telefony', 'Ogród']));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: `${categoriesContract.itemPath(3)}/move`, body: { parent_id: 1, position: 0 } }));
  }, 20_000);
});
