import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIL_RECIPIENT_SEARCH_PATH, type MailRecipientOption } from '@harmony/shared';
import { renderField } from '../../test/field-harness';
import { fakeServer } from '../../test/render-screen';
import { RecipientsField } from './recipients-field';

const field = { name: 'emails', kind: 'custom' as const, component: RecipientsField, label: 'Adresaci' };
const book: MailRecipientOption[] = [
  { source: 'users', name: 'Anna Admin', email: 'admin@demo.local' },
  { source: 'contacts', name: 'Anna Nowak', email: 'anna@example.pl' },
];
const chips = () => [...document.querySelectorAll('[data-testid^="recipient-chip-"]')].map((c) => [c.textContent, c.getAttribute('data-invalid')]);

describe('the mail’s recipients field', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('makes chips of typed addresses at a comma, a space after an address and Enter, an invalid one as an error chip', async () => {
    fakeServer(() => ({ body: [] }));
    const { values } = renderField(field, { emails: [] });
    const input = (await screen.findByTestId('field-emails')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Jan@Example.pl,' } });
    fireEvent.change(input, { target: { value: 'zly-adres, ewa@example.pl ' } });
    fireEvent.change(input, { target: { value: 'ola@example.pl' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(values().emails).toEqual(['jan@example.pl', 'zly-adres', 'ewa@example.pl', 'ola@example.pl']);
    expect(chips()).toEqual([['jan@example.pl', null], ['zly-adres', 'true'], ['ewa@example.pl', null], ['ola@example.pl', null]]);
    expect(input.value).toBe('');
    // The error chip is removed like any other.
    fireEvent.click(screen.getByTestId('recipient-chip-zly-adres').querySelector('.MuiChip-deleteIcon')!);
    expect(values().emails).toEqual(['jan@example.pl', 'ewa@example.pl', 'ola@example.pl']);
  });

  it('splits a pasted list at once and keeps a half-typed name (not an address) when the field is left', async () => {
    fakeServer(() => ({ body: [] }));
    const { values } = renderField(field, { emails: ['a@x.pl'] });
    const input = (await screen.findByTestId('field-emails')) as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'b@y.pl; c@z.pl\nA@x.pl' } });
    expect(values().emails).toEqual(['a@x.pl', 'b@y.pl', 'c@z.pl']);
    fireEvent.change(input, { target: { value: 'Jan Kow' } });
    fireEvent.blur(input);
    expect(values().emails).toEqual(['a@x.pl', 'b@y.pl', 'c@z.pl']);
    expect(input.value).toBe('Jan Kow');
    fireEvent.change(input, { target: { value: 'd@w.pl' } });
    fireEvent.blur(input);
    expect(values().emails).toEqual(['a@x.pl', 'b@y.pl', 'c@z.pl', 'd@w.pl']);
  });

  it('picks a person from the address book by name: the option shows the address and where it comes from', async () => {
    const { requests } = fakeServer(({ path }) => (path.startsWith(MAIL_RECIPIENT_SEARCH_PATH) ? { body: book } : undefined));
    const { values } = renderField(field, { emails: ['anna@example.pl'] });
    const input = (await screen.findByTestId('field-emails')) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Anna' } });
    const option = await screen.findByTestId('recipient-option-admin@demo.local', {}, { timeout: 3000 });
    expect(option.textContent).toBe('Anna Adminadmin@demo.local · Użytkownik');
    // One already chosen is not offered again.
    expect(screen.queryByTestId('recipient-option-anna@example.pl')).toBeNull();
    expect(requests.map((r) => r.path)).toContain(`${MAIL_RECIPIENT_SEARCH_PATH}?search=Anna`);
    fireEvent.click(option);
    await waitFor(() => expect(values().emails).toEqual(['anna@example.pl', 'admin@demo.local']));
    expect(screen.getByTestId('recipient-chip-admin@demo.local').textContent).toBe('Anna Admin <admin@demo.local>');
  });

  it('takes a newsletter list’s confirmed subscribers at once, each address once', async () => {
    const list: MailRecipientOption = { source: 'lists', name: 'Klienci VIP', email: '', emails: ['vip1@firma.pl', 'anna@example.pl', 'vip2@firma.pl'] };
    fakeServer(({ path }) => (path.startsWith(MAIL_RECIPIENT_SEARCH_PATH) ? { body: [list] } : undefined));
    const { values } = renderField(field, { emails: ['anna@example.pl'] });
    const input = (await screen.findByTestId('field-emails')) as HTMLInputElement;
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'VIP' } });
    const option = await screen.findByTestId('recipient-list-Klienci VIP', {}, { timeout: 3000 });
    expect(option.textContent).toBe('Klienci VIPLista newslettera: 3 adresów');
    fireEvent.click(option);
    await waitFor(() => expect(values().emails).toEqual(['anna@example.pl', 'vip1@firma.pl', 'vip2@firma.pl']));
  });
});
