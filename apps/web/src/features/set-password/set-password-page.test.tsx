import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { SetPasswordPage } from './set-password-page';

const TOKEN = 'a'.repeat(43);
const open = (prefix: '' | '/en' = '') =>
  renderScreen(<SetPasswordPage />, { path: `${prefix}/ustaw-haslo/:token`, at: `${prefix}/ustaw-haslo/${TOKEN}`, others: ['/login', '/en/login'] });

describe('set-password page', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says clearly that a used or expired link does not work, with the way to the sign-in screen', async () => {
    const { requests } = fakeServer(({ path }) => (path.startsWith('/api/password/token/') ? { body: { valid: false } } : undefined));
    open();
    expect((await screen.findByTestId('set-password-invalid')).textContent).toContain('nieprawidłowy');
    expect(screen.getByTestId('set-password-login-link').getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('set-password-form')).toBeNull();
    expect(requests[0]!.path).toBe(`/api/password/token/${TOKEN}`);
  }, 20_000);

  it('greets by e-mail, checks the confirmation, sets the password and goes to the sign-in screen', async () => {
    const { requests } = fakeServer(({ method, path }) => {
      if (path.startsWith('/api/password/token/')) return { body: { valid: true, email: 'nowy@demo.local' } };
      if (method === 'POST' && path === '/api/password/set') return { body: { message: 'Hasło zostało ustawione. Możesz się teraz zalogować.' } };
      return undefined;
    });
    const router = open();
    expect((await screen.findByTestId('set-password-greeting')).textContent).toContain('nowy@demo.local');
    fireEvent.change(screen.getByTestId('set-password-password'), { target: { value: 'Nowe!haslo1' } });
    fireEvent.change(screen.getByTestId('set-password-confirmation'), { target: { value: 'inne' } });
    await act(async () => fireEvent.click(screen.getByTestId('set-password-submit')));
    expect(await screen.findByText('Pole hasło nie zgadza się z polem potwierdzającym')).toBeTruthy();
    fireEvent.change(screen.getByTestId('set-password-confirmation'), { target: { value: 'Nowe!haslo1' } });
    await act(async () => fireEvent.click(screen.getByTestId('set-password-submit')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ token: TOKEN, password: 'Nowe!haslo1', password_confirmation: 'Nowe!haslo1' });
  }, 20_000);

  it('shows the invalid state when the link was used in the meantime (422 on the token)', async () => {
    fakeServer(({ method, path }) => {
      if (path.startsWith('/api/password/token/')) return { body: { valid: true, email: 'nowy@demo.local' } };
      if (method === 'POST') return { status: 422, body: { message: 'Ten link…', errors: { token: ['Ten link…'] } } };
      return undefined;
    });
    open('/en');
    await screen.findByTestId('set-password-form');
    fireEvent.change(screen.getByTestId('set-password-password'), { target: { value: 'Nowe!haslo1' } });
    fireEvent.change(screen.getByTestId('set-password-confirmation'), { target: { value: 'Nowe!haslo1' } });
    await act(async () => fireEvent.click(screen.getByTestId('set-password-submit')));
    expect(await screen.findByTestId('set-password-invalid')).toBeTruthy();
    expect(screen.getByTestId('set-password-login-link').getAttribute('href')).toBe('/en/login');
  }, 20_000);
});
