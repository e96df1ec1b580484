import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../../lib/i18n/i18n';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./money-field');

const field = { name: 'price', kind: 'money' as const, vatField: 'vat_rate' };

describe('money field', { timeout: 20_000 }, () => {
  it('shows grosze as Polish złote and keeps what is typed as grosze', async () => {
    const { values } = renderField(field, { price: 123456, vat_rate: 23 });
    const input = (await screen.findByTestId('field-price')) as HTMLInputElement;
    expect(input.value).toBe('1 234,56');
    expect(screen.getByText('Brutto: 1 518,51 zł')).toBeTruthy();
    fireEvent.change(input, { target: { value: '99,9' } });
    expect(values().price).toBe(9990);
    fireEvent.blur(input);
    expect(input.value).toBe('99,90');
    expect(screen.getByText('Brutto: 122,88 zł')).toBeTruthy();
  });

  it('reads English amounts with a dot and formats the gross in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { values } = renderField(field, { price: null, vat_rate: 8 });
    const input = (await screen.findByTestId('field-price')) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '1,000.5' } });
    expect(values().price).toBe(100050);
    expect(screen.getByText('Gross: PLN 1,080.54')).toBeTruthy();
  });

  it('keeps an unreadable amount as NaN (refused by the schema) and says what to type', async () => {
    const { values } = renderField(field, { price: 100, vat_rate: null });
    const input = await screen.findByTestId('field-price');
    fireEvent.change(input, { target: { value: '12,345' } });
    expect(values().price).toBeNaN();
    expect(screen.getByText('Wpisz kwotę, np. 1 234,56')).toBeTruthy();
  });

  it('sets the VAT rate, "zw." as null', async () => {
    const { values } = renderField(field, { price: 10000, vat_rate: 23 });
    fireEvent.mouseDown(await screen.findByTestId('field-vat_rate'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('zw.'));
    await waitFor(() => expect(values().vat_rate).toBeNull());
    expect(screen.getByText('Brutto: 100,00 zł')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('field-vat_rate'));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('5%'));
    await waitFor(() => expect(values().vat_rate).toBe(5));
  });
});
