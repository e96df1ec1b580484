import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TypeAttribute } from '@harmony/shared';
import { renderField } from '../../test/field-harness';
import { fakeServer } from '../../test/render-screen';
import { AttributeInputs } from './attribute-inputs';

const attr = (id: number, code: string, kind: TypeAttribute['kind'], extra: Partial<TypeAttribute> = {}): TypeAttribute => ({
  id, code, name_pl: `Pl ${code}`, name_en: `En ${code}`, kind, unit: null, options: {}, required: false, filterable: false, values: [], ...extra,
});
const ATTRS: TypeAttribute[] = [
  attr(1, 'material', 'text'),
  attr(2, 'weight', 'number', { unit: 'kg', required: true }),
  attr(3, 'waterproof', 'boolean'),
  attr(4, 'fabric', 'select', { values: [{ id: 41, value_pl: 'Bawełna', value_en: 'Cotton', color: null }, { id: 42, value_pl: 'Wełna', value_en: 'Wool', color: null }] }),
  attr(5, 'sizes', 'multiselect', { values: [{ id: 51, value_pl: 'S', value_en: 'S', color: null }, { id: 52, value_pl: 'M', value_en: 'M', color: null }] }),
  attr(6, 'colour', 'color', { values: [{ id: 61, value_pl: 'Czerwony', value_en: 'Red', color: '#ff0000' }, { id: 62, value_pl: 'Niebieski', value_en: 'Blue', color: '#0000ff' }] }),
  attr(7, 'since', 'date'),
];

const field = { name: 'attribute_values', kind: 'custom' as const, component: AttributeInputs, wide: true };

describe('the product type\'s attribute inputs', { timeout: 20_000 }, () => {
  it('renders one input per attribute by its kind and sends the wire shape, keeping the record\'s values', async () => {
    const { requests } = fakeServer(({ path }) => (path === '/api/products/types/5/attributes' ? { body: ATTRS } : undefined));
    const { values } = renderField(field, {
      product_type_id: 5,
      attribute_values: [{ attribute_id: 4, value: null, value_ids: [42], file_id: null }, { attribute_id: 99, value: 'of another type' }],
    });
    await screen.findByTestId('attribute-inputs');
    expect(requests.map((r) => r.path)).toEqual(['/api/products/types/5/attributes']);
    expect(screen.getAllByText('Pl weight *').length).toBeGreaterThan(0);
    expect(screen.getByText('kg')).toBeTruthy();

    fireEvent.change(screen.getByTestId('attribute-material'), { target: { value: 'Len' } });
    fireEvent.change(screen.getByTestId('attribute-weight'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByTestId('attribute-waterproof'));
    fireEvent.click(screen.getByTestId('attribute-sizes-51'));
    fireEvent.click(screen.getByTestId('attribute-sizes-52'));
    fireEvent.click(screen.getByTestId('attribute-colour-62'));
    fireEvent.change(screen.getByTestId('attribute-since'), { target: { value: '2026-03-01' } });

    await waitFor(() => expect(values().attribute_values).toEqual([
      { attribute_id: 1, value: 'Len', value_ids: [], file_id: null },
      { attribute_id: 2, value: '12,5', value_ids: [], file_id: null },
      { attribute_id: 3, value: 'true', value_ids: [], file_id: null },
      { attribute_id: 4, value: '', value_ids: [42], file_id: null },
      { attribute_id: 5, value: '', value_ids: [51, 52], file_id: null },
      { attribute_id: 6, value: '', value_ids: [62], file_id: null },
      { attribute_id: 7, value: '2026-03-01', value_ids: [], file_id: null },
    ]));
    // A colour is one swatch: choosing another replaces it.
    fireEvent.click(screen.getByTestId('attribute-colour-61'));
    await waitFor(() => expect(values().attribute_values[5].value_ids).toEqual([61]));
    expect(within(screen.getByTestId('attribute-fabric')).getByText('Wełna')).toBeTruthy();
  });

  it('shows nothing without a type, and a 422 on attribute_values.N.value under that input', async () => {
    fakeServer(({ path }) => (path === '/api/products/types/5/attributes' ? { body: ATTRS } : undefined));
    const none = renderField(field, { product_type_id: null, attribute_values: [] });
    expect(screen.queryByTestId('attribute-inputs')).toBeNull();
    expect(none.values().attribute_values).toEqual([]);
    document.body.innerHTML = '';

    const { form } = renderField(field, { product_type_id: 5, attribute_values: [] });
    await screen.findByTestId('attribute-weight');
    form().setError('attribute_values.1.value', { message: 'Pole wartość w wierszu 2 może zawierać jedynie cyfry' });
    expect(await screen.findByText('Pole wartość w wierszu 2 może zawierać jedynie cyfry')).toBeTruthy();
  });
});
