import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../types';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./children-field');

const field: FormField = {
  name: 'items',
  kind: 'children',
  rows: {
    fields: [
      { name: 'name', kind: 'text', label: 'resourceFields.name' },
      { name: 'quantity', kind: 'number' },
    ],
    defaults: { name: '', quantity: '1' },
  },
};
const start = { items: [{ id: 11, name: 'Kawa', quantity: '2' }, { id: 12, name: 'Herbata', quantity: '1' }, { id: 13, name: 'Cukier', quantity: '5' }] };
const names = (values: Record<string, unknown>) => (values.items as { name: string }[]).map((r) => r.name);

/**
 * jsdom lays nothing out: each sortable row gets a box 50px tall by its place in the table, so dnd-kit's
 * keyboard sensor can tell which row is below which.
 */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tr[data-sortable-id]');
    const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
    const top = index * 50;
    return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 50, width: 600, height: 50, toJSON: () => ({}) } as DOMRect;
  });
}

describe('children field', () => {
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('edits, adds and removes rows, keeping the rest of each row', async () => {
    const { values } = renderField(field, structuredClone(start));
    fireEvent.change(await screen.findByTestId('field-items-1-quantity'), { target: { value: '3' } });
    expect(values().items[1]).toEqual({ id: 12, name: 'Herbata', quantity: '3' });
    fireEvent.click(screen.getByTestId('field-items-add'));
    expect(values().items[3]).toEqual({ name: '', quantity: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń wiersz 1' }));
    expect(names(values())).toEqual(['Herbata', 'Cukier', '']);
  }, 20_000);

  it('reorders rows with the keyboard and announces it in Polish', async () => {
    const { values } = renderField(field, structuredClone(start));
    const handle = await screen.findByRole('button', { name: 'Przeciągnij wiersz 1' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(document.body.textContent).toContain('Podniesiono wiersz 1.'));
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await waitFor(() => expect(document.body.textContent).toContain('Wiersz 1 jest teraz na pozycji 2.'));
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(names(values())).toEqual(['Herbata', 'Kawa', 'Cukier']));
    expect(document.body.textContent).toContain('Upuszczono wiersz 1 na pozycji 2.');
    // The ids travel with their rows: the server can tell a moved row from a new one.
    expect((values().items as { id: number }[]).map((r) => r.id)).toEqual([12, 11, 13]);
  }, 20_000);

  it('shows a 422 error by path on that row’s field', async () => {
    const { form } = renderField(field, structuredClone(start));
    await screen.findByTestId('field-items-2-quantity');
    act(() => form().setError('items.2.quantity', { type: 'server', message: 'Pole ilość musi być większe od 0' }));
    const input = await screen.findByTestId('field-items-2-quantity');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Pole ilość musi być większe od 0')).toBeTruthy();
    expect(screen.getByTestId('field-items-1-quantity').getAttribute('aria-invalid')).toBe('false');
  }, 20_000);
});
