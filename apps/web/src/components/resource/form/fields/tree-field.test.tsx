import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoriesContract } from '@harmony/shared';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./tree-field');
import { fakeOptions } from '../../../../test/fake-options';

// 60 nodes: more than one page of the options endpoint (50), so the field must read them all.
const nodes = [
  { id: 1, label: 'Elektronika', parent_id: null },
  { id: 2, label: 'Telefony', parent_id: 1 },
  { id: 3, label: 'Smartfony', parent_id: 2 },
  ...Array.from({ length: 56 }, (_, i) => ({ id: i + 4, label: `Kategoria ${i + 4}`, parent_id: null })),
  { id: 60, label: 'Etui', parent_id: 2 },
];

describe('tree field', { timeout: 20_000 }, () => {
  it('with `multiple`, shows the chosen nodes and stores the list of ids (a product\'s categories)', async () => {
    fakeOptions(categoriesContract.path, nodes);
    const { values } = renderField({ name: 'group_ids', kind: 'tree', multiple: true, optionsPath: categoriesContract.path }, { group_ids: [2] });
    const select = await screen.findByTestId('field-group_ids');
    await waitFor(() => expect(select.textContent).toBe('Telefony'));
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Etui'));
    expect(values().group_ids).toEqual([2, 60]);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Telefony'));
    expect(values().group_ids).toEqual([60]);
  }, 20_000);

  it('shows the whole tree indented and stores the chosen id', async () => {
    const { requests } = fakeOptions(categoriesContract.path, nodes);
    const { values } = renderField({ name: 'parent_id', kind: 'tree', optionsPath: categoriesContract.path }, { parent_id: 3 });
    const select = await screen.findByTestId('field-parent_id');
    await waitFor(() => expect(select.textContent).toBe('Smartfony'));
    expect(requests.map((r) => r.path)).toEqual([`${categoriesContract.path}/options?page=1&per_page=50`, `${categoriesContract.path}/options?page=2&per_page=50`]);
    fireEvent.mouseDown(select);
    const items = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(items.slice(0, 5).map((o) => `${o.textContent}@${o.getAttribute('data-depth') ?? '-'}`)).toEqual([
      '— brak —@-',
      'Elektronika@0',
      'Telefony@1',
      'Smartfony@2',
      'Etui@2',
    ]);
    fireEvent.click(items[4]!);
    expect(values().parent_id).toBe(60);
    fireEvent.mouseDown(select);
    fireEvent.click(within(screen.getByRole('listbox')).getByText('— brak —'));
    expect(values().parent_id).toBeNull();
  }, 20_000);
});
