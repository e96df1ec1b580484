import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../test/field-harness';
import { fakeServer } from '../../test/render-screen';
import { AttributeTypeField, TYPE_KIND } from './attribute-type-field';

// Loaded up front: the form loads the relation kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('../../components/resource/form/fields/relation-field');

const TYPES = [
  { id: 5, name: 'Kolor', kind: 'color', unit: null, options: {}, created_at: '', updated_at: '' },
  { id: 6, name: 'Waga', kind: 'number', unit: 'kg', options: { decimals: 2 }, created_at: '', updated_at: '' },
];

/** The type picker keeps the chosen type's kind in the form: the values editor shows by it. */
describe('attribute type field', { timeout: 20_000 }, () => {
  it('shows the chosen type from the picker and puts its kind into the form, clearing it with the type', async () => {
    fakeServer(({ method, path }) => {
      const at = new URL(path, 'http://x');
      if (method !== 'GET') return undefined;
      if (at.pathname === '/api/attribute-types/options') {
        const ids = at.searchParams.get('ids')?.split(',').map(Number) ?? [];
        const data = TYPES.filter((t) => ids.includes(t.id)).map((t) => ({ id: t.id, label: `${t.name} · kolor (próbka)` }));
        return { body: { data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } } };
      }
      const type = TYPES.find((t) => at.pathname === `/api/attribute-types/${t.id}`);
      return type ? { body: type } : undefined;
    });
    const { values, form } = renderField({ name: 'attribute_type_id', kind: 'custom', component: AttributeTypeField }, { attribute_type_id: 5, [TYPE_KIND]: '' });
    const input = (await screen.findByTestId('field-attribute_type_id')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Kolor · kolor (próbka)'));
    await waitFor(() => expect(values()[TYPE_KIND]).toBe('color'));
    act(() => form().setValue('attribute_type_id', 6));
    await waitFor(() => expect(values()[TYPE_KIND]).toBe('number'));
    act(() => form().setValue('attribute_type_id', null));
    await waitFor(() => expect(values()[TYPE_KIND]).toBe(''));
  });
});
