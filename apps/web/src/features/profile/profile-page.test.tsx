import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, usersContract } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { USER_QUERY_KEY } from '../../lib/auth/user-query';
import { queryClient } from '../../lib/query-client';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { ProfilePage } from './profile-page';

const route = ROUTES.find((r) => r.name === 'profile')!;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Issue #23/12: the user menu's "my profile" and "change password" (PRODUCT.md, shell). */
describe('my profile', () => {
  beforeEach(stubDesktopMedia);
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('pl');
  });

  it('saves your own name and e-mail, shows the server\'s 422 on the field, and updates the signed-in user', async () => {
    let taken = true;
    const { requests } = fakeServer(({ method, path, body }) => {
      if (method !== 'PUT' || path !== '/api/user/profile') return undefined;
      if (taken) return { status: 422, body: { message: 'Taka wartość pola email już istnieje', errors: { email: ['Taka wartość pola email już istnieje'] } } };
      return { body: { message: 'Zapisano zmiany w Twoim profilu.', user: { id: 2, roles: ['Kontraktor'], permissions: [], impersonator_id: null, ...(body as object) } } };
    });
    renderScreen(<ProfilePage route={route} />, { path: '/uzytkownik/profil', role: 'Kontraktor' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mój profil');
    expect((screen.getByTestId('profile-first_name') as HTMLInputElement).value).toBe(queryClient.getQueryData<{ first_name: string }>(USER_QUERY_KEY)!.first_name);

    type('profile-first_name', '');
    await act(async () => fireEvent.click(screen.getByTestId('profile-submit')));
    expect(await screen.findByText('Pole imię jest wymagane')).toBeTruthy();
    expect(requests).toEqual([]);

    type('profile-first_name', 'Zofia');
    type('profile-last_name', 'Nowakowska');
    type('profile-email', 'admin@demo.local');
    await act(async () => fireEvent.click(screen.getByTestId('profile-submit')));
    expect(await screen.findByText('Taka wartość pola email już istnieje')).toBeTruthy();

    taken = false;
    type('profile-email', 'zofia@firma.pl');
    await act(async () => fireEvent.click(screen.getByTestId('profile-submit')));
    await waitFor(() => expect(queryClient.getQueryData(USER_QUERY_KEY)).toMatchObject({ first_name: 'Zofia', last_name: 'Nowakowska', email: 'zofia@firma.pl' }));
    expect(requests.at(-1)).toEqual({ method: 'PUT', path: '/api/user/profile', body: { first_name: 'Zofia', last_name: 'Nowakowska', email: 'zofia@firma.pl' } });
  }, 20_000);

  it('changes your password with the current one, in English under /en', async () => {
    await i18n.changeLanguage('en');
    const { requests } = fakeServer(({ method, path, body }) => {
      if (method !== 'PUT' || path !== `${usersContract.itemPath(2)}/password`) return undefined;
      if ((body as { current_password: string }).current_password !== 'Stare-haslo-1') {
        return { status: 422, body: { message: 'The current password is incorrect.', errors: { current_password: ['The current password is incorrect.'] } } };
      }
      return { body: { message: 'Your password has been changed. You have been signed out on your other devices.' } };
    });
    renderScreen(<ProfilePage route={route} />, { path: '/en/uzytkownik/profil', at: '/en/uzytkownik/profil#haslo', role: 'Kontraktor' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My profile');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('own-password-current_password')));

    type('own-password-password', 'krotkie');
    type('own-password-password_confirmation', 'inne');
    await act(async () => fireEvent.click(screen.getByTestId('own-password-submit')));
    expect(await screen.findByText('The new password field must be at least 8 characters')).toBeTruthy();

    type('own-password-current_password', 'zle-haslo');
    type('own-password-password', 'Nowe-haslo-2026');
    type('own-password-password_confirmation', 'Nowe-haslo-2026');
    await act(async () => fireEvent.click(screen.getByTestId('own-password-submit')));
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();

    type('own-password-current_password', 'Stare-haslo-1');
    await act(async () => fireEvent.click(screen.getByTestId('own-password-submit')));
    await waitFor(() => expect((screen.getByTestId('own-password-current_password') as HTMLInputElement).value).toBe(''));
    expect(requests.at(-1)).toEqual({
      method: 'PUT', path: `${usersContract.itemPath(2)}/password`,
      body: { current_password: 'Stare-haslo-1', password: 'Nowe-haslo-2026', password_confirmation: 'Nowe-haslo-2026' },
    });
  }, 20_000);
});
