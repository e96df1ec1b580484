import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./relation-field');
import { fakeOptions } from '../../../../test/fake-options';

const clients = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, label: i === 30 ? 'Łódzka Spółka' : `Klient ${i + 1}` }));
const field = { name: 'client_id', kind: 'relation' as const, optionsPath: '/api/clients' };
const optionsCalls = (requests: { path: string }[]) => requests.map((r) => r.path).filter((p) => p.startsWith('/api/clients/options'));

// A busy machine (the suite runs files side by side) needs more than the default 5 s for a few rounds of typing and paging.
describe('relation field', { timeout: 20_000 }, () => {
  it("shows a saved value's label fetched by ids", async () => {
    const { requests } = fakeOptions('/api/clients', clients);
    renderField(field, { client_id: 31 });
    const input = (await screen.findByTestId('field-client_id')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Łódzka Spółka'));
    expect(optionsCalls(requests)).toEqual(['/api/clients/options?per_page=1&ids=31']);
  });

  it('searches as you type (debounced, diacritics-insensitive) and stores the chosen id', async () => {
    const { requests } = fakeOptions('/api/clients', clients);
    const { values } = renderField(field, { client_id: null });
    const input = await screen.findByTestId('field-client_id');
    act(() => input.focus());
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'lo' } });
    fireEvent.change(input, { target: { value: 'lodz' } });
    await waitFor(() => expect(optionsCalls(requests).filter((p) => p.includes('search='))).toEqual(['/api/clients/options?search=lodz&page=1&per_page=20']), { timeout: 3000 });
    const option = await screen.findByRole('option', { name: 'Łódzka Spółka' }, { timeout: 3000 });
    // One search for the finished word, none for the keys on the way.
    expect(optionsCalls(requests).filter((p) => p.includes('search='))).toHaveLength(1);
    fireEvent.click(option);
    expect(values().client_id).toBe(31);
  });

  it('loads the next page when the list scrolls to its end', async () => {
    const { requests } = fakeOptions('/api/clients', clients);
    renderField(field, { client_id: null });
    fireEvent.mouseDown(await screen.findByTestId('field-client_id'));
    const listbox = await screen.findByTestId('field-client_id-options', {}, { timeout: 3000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(20), { timeout: 3000 });
    fireEvent.scroll(listbox);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(40), { timeout: 3000 });
    fireEvent.scroll(listbox);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(45), { timeout: 3000 });
    fireEvent.scroll(listbox);
    expect(optionsCalls(requests).filter((p) => p.includes('page='))).toEqual([
      '/api/clients/options?page=1&per_page=20',
      '/api/clients/options?page=2&per_page=20',
      '/api/clients/options?page=3&per_page=20',
    ]);
  });

  it('with multiple, keeps ids and shows chips', async () => {
    fakeOptions('/api/clients', clients);
    const { values } = renderField({ ...field, multiple: true }, { client_id: [2, 31] });
    expect(await screen.findByText('Łódzka Spółka')).toBeTruthy();
    expect(screen.getByText('Klient 2')).toBeTruthy();
    const input = screen.getByTestId('field-client_id');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Klient 3' }));
    expect(values().client_id).toEqual([2, 31, 3]);
  });
});
