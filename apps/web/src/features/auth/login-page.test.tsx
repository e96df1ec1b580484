import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { demoUser, fakeApi, json, stubDesktopMedia, type FakeHandler } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

async function openLogin(path: string, login: FakeHandler) {
  const api = fakeApi(null, { 'POST /login': login });
  const router = renderApp(path);
  await screen.findByTestId('login-form', {}, { timeout: 4000 });
  return { router, api };
}

async function submit(email: string, password: string) {
  fireEvent.input(screen.getByTestId('login-email'), { target: { value: email } });
  fireEvent.input(screen.getByTestId('login-password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-submit'));
  });
}

describe('login page', () => {
  beforeEach(() => {
    stubDesktopMedia();
    queryClient.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the fields on the client with the shared rules and Polish labels', async () => {
    const login = vi.fn(() => json(200, {}));
    await openLogin('/login', login);
    await submit('nie-email', '');
    expect(await screen.findByText('Pole email musi być poprawnym adresem email')).toBeTruthy();
    expect(screen.getByText('Pole hasło jest wymagane')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('puts a 422 answer on the field', async () => {
    await openLogin('/login', () => json(422, { message: 'Nieprawidłowy e-mail lub hasło.', errors: { email: ['Nieprawidłowy e-mail lub hasło.'] } }));
    await submit('admin@demo.local', 'zle-haslo');
    await waitFor(() => expect(screen.getByTestId('login-email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Nieprawidłowy e-mail lub hasło.').length).toBeGreaterThan(0);
  });

  it('keeps a 429 message on screen', async () => {
    await openLogin('/en/login', () => json(429, { message: 'Too many failed sign-in attempts. Try again in 60 s.' }));
    await submit('admin@demo.local', 'x');
    expect((await screen.findByTestId('login-throttled')).textContent).toContain('Try again in 60 s.');
  });

  it('goes to the remembered path after signing in', async () => {
    const user = demoUser('Administrator');
    const { router, api } = await openLogin('/login?redirect=%2Fczasy%3Ffrom%3D2026-11-01', (init) => {
      expect(JSON.parse(String(init?.body))).toEqual({ email: 'admin@demo.local', password: 'Harmony!2026' });
      return json(200, { message: 'Zalogowano pomyślnie.', user, token: null });
    });
    await submit('Admin@Demo.local', 'Harmony!2026');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/czasy?from=2026-11-01'));
    expect(api.calls).toContain('POST /login');
  });
});
