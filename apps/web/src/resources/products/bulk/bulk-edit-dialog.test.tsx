import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_PATH, BULK_UNDO_PATH } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { json, stubDesktopMedia } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { BulkEditDialog } from './bulk-edit-dialog';

/** The bulk edit endpoints on fetch, recording each call's path and body. */
function bulkApi() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === BULK_PATH) return json(200, { message: 'Zmieniono produkty: 2.', count: 2, undo: '11111111-1111-4111-8111-111111111111' });
    if (path === BULK_UNDO_PATH) return json(200, { message: 'Cofnięto zmianę produktów: 2.', count: 2 });
    if (path.startsWith('/api/products/groups')) return json(200, []);
    return json(404, { message: 'Nie znaleziono.' });
  }));
  return calls;
}

const choose = async (combobox: HTMLElement, option: string) => {
  fireEvent.mouseDown(combobox);
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(option));
};

describe('products bulk edit dialog', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the chosen changes for the selected ids and hands back the message and an undo', async () => {
    const calls = bulkApi();
    const done = vi.fn();
    renderScreen(<BulkEditDialog selection={{ ids: [4, 7], count: 2, countText: '2', query: { search: 'kabel' } }} done={done} />);
    expect((await screen.findByTestId('bulk-edit-scope')).textContent).toBe('Zaznaczone produkty: 2');
    const [price, , active] = screen.getAllByRole('combobox');
    await choose(price!, 'zmień o procent');
    fireEvent.change(screen.getByTestId('bulk-price-amount'), { target: { value: '-12,5' } });
    await choose(active!, 'nieaktywne');
    await act(async () => fireEvent.click(screen.getByTestId('bulk-edit-apply')));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.find((c) => c.path === BULK_PATH)!.body).toEqual({ ids: [4, 7], changes: { price: { mode: 'percent', percent: -12.5 }, active: false } });
    const result = done.mock.calls[0]![0] as { message: string; undo(): Promise<unknown> };
    expect(result.message).toBe('Zmieniono produkty: 2.');
    await result.undo();
    expect(calls.at(-1)).toEqual({ path: BULK_UNDO_PATH, body: { token: '11111111-1111-4111-8111-111111111111' } });
  });

  it('refuses an amount it cannot read with the message of that field, sending nothing', async () => {
    const calls = bulkApi();
    const done = vi.fn();
    renderScreen(<BulkEditDialog selection={{ ids: [4], count: 1, countText: '1', query: {} }} done={done} />);
    const [price] = await screen.findAllByRole('combobox');
    await choose(price!, 'zmień o procent');
    fireEvent.change(screen.getByTestId('bulk-price-amount'), { target: { value: 'dużo' } });
    fireEvent.click(screen.getByTestId('bulk-edit-apply'));
    expect((await screen.findByTestId('bulk-edit-error')).textContent).toBe('Zmiana procentowa musi być liczbą, np. -12,5.');
    await choose(price!, 'ustaw cenę netto');
    fireEvent.change(screen.getByTestId('bulk-price-amount'), { target: { value: 'dużo' } });
    fireEvent.click(screen.getByTestId('bulk-edit-apply'));
    expect((await screen.findByTestId('bulk-edit-error')).textContent).toBe('Pole cena netto musi być kwotą, np. 1 234,56.');
    expect(calls.filter((c) => c.path === BULK_PATH)).toEqual([]);
    expect(done).not.toHaveBeenCalled();
  });
});
