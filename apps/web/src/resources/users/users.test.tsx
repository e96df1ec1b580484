import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, usersContract } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { users } from './index';

const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;
const roles = { data: [{ id: 2, name: 'Administrator', builtin: true }, { id: 4, name: 'Kontraktor', builtin: true }], meta: { total: 2, page: 1, per_page: 100, last_page: 1 } };
const user = (id: number, role: string, extra: object = {}) => ({
  id, first_name: `Imię${id}`, last_name: `Nazwisko${id}`, email: `u${id}@demo.local`, active: true,
  roles: [{ id: id, name: role }], last_login_at: null, created_at: '2026-01-01T10:00:00Z', ...extra,
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('users', () => {
  setUpListScreens();

  describe('create form', () => {
    const open = () =>
      renderScreen(<ResourceFormPage route={routeOf('adminUsersCreate')} resource={users} />, {
        path: '/administrator/uzytkownicy/dodaj',
        others: ['/administrator/uzytkownicy'],
      });
    const server = () =>
      fakeServer(({ method, path }) => {
        if (path.startsWith('/api/roles')) return { body: roles };
        if (method === 'POST' && path.startsWith(usersContract.path)) return { status: 201, body: { id: 9, message: 'Dodano użytkownika.' } };
        return undefined;
      });
    const fillIdentity = () => {
      type('field-first_name', 'Jan');
      type('field-last_name', 'Kowalski');
      type('field-email', 'Jan@Example.com');
    };
    const pickRole = async () => {
      fireEvent.mouseDown(screen.getByTestId('field-roles'));
      fireEvent.click(await screen.findByRole('option', { name: 'Kontraktor' }));
      fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    };

    it('hides the password fields while "send password by e-mail" is on, and sends send_password in the query and the body', async () => {
      const { requests } = server();
      const router = open();
      await screen.findByTestId('resource-form');
      const toggle = screen.getByTestId('send-password-switch') as HTMLInputElement;
      expect(toggle.checked).toBe(true);
      expect(screen.queryByTestId('field-password')).toBeNull();
      expect(screen.queryByTestId('field-password_confirmation')).toBeNull();

      fireEvent.click(toggle);
      expect(screen.getByTestId('field-password')).toBeTruthy();
      expect(screen.getByTestId('field-password_confirmation')).toBeTruthy();
      fireEvent.click(toggle);
      expect(screen.queryByTestId('field-password')).toBeNull();

      fillIdentity();
      await pickRole();
      await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
      await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/uzytkownicy'));
      const post = requests.find((r) => r.method === 'POST')!;
      expect(post.path).toBe(`${usersContract.path}?send_password=1`);
      expect(post.body).toEqual({ first_name: 'Jan', last_name: 'Kowalski', email: 'jan@example.com', roles: [4], active: true, send_password: true });
    }, 20_000);

    it('with the switch off, asks for a confirmed password and sends both', async () => {
      const { requests } = server();
      open();
      await screen.findByTestId('resource-form');
      fireEvent.click(screen.getByTestId('send-password-switch'));
      fillIdentity();
      await pickRole();
      type('field-password', 'Sekretne!1');
      type('field-password_confirmation', 'Inne!12345');
      await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
      expect(await screen.findByText('Pole hasło nie zgadza się z polem potwierdzającym')).toBeTruthy();
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

      type('field-password_confirmation', 'Sekretne!1');
      await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
      await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
      const post = requests.find((r) => r.method === 'POST')!;
      expect(post.path).toBe(usersContract.path);
      expect(post.body).toMatchObject({ send_password: false, password: 'Sekretne!1', password_confirmation: 'Sekretne!1' });
    }, 20_000);

    it('puts the server\'s 422 on the field', async () => {
      fakeServer(({ method, path }) => {
        if (path.startsWith('/api/roles')) return { body: roles };
        if (method === 'POST') return { status: 422, body: { message: 'Taki e-mail już istnieje.', errors: { email: ['Taki e-mail już istnieje.'] } } };
        return undefined;
      });
      open();
      await screen.findByTestId('resource-form');
      fillIdentity();
      await pickRole();
      await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
      await waitFor(() => expect(screen.getByTestId('field-email').getAttribute('aria-invalid')).toBe('true'));
    }, 20_000);
  });

  describe('list', () => {
    it('offers "Sign in as" on other users\' rows only: never a Superadministrator, never one\'s own, never an inactive account', async () => {
      const rows = [user(1, 'Superadministrator'), user(2, 'Administrator'), user(3, 'Kontraktor'), user(5, 'Lider', { active: false })];
      const { requests } = fakeServer(({ method, path }) => {
        if (path.startsWith(`${usersContract.path}?`)) return { body: { data: rows, meta: { total: rows.length, page: 1, per_page: 25, last_page: 1 } } };
        if (path.startsWith('/api/roles')) return { body: roles };
        if (method === 'POST' && path === '/api/v1/admin/users/3/impersonate') {
          return { body: { message: 'Zalogowano jako Imię3 Nazwisko3.', user: { id: 3, first_name: 'Imię3', last_name: 'Nazwisko3', email: 'u3@demo.local', roles: ['Kontraktor'], permissions: [], impersonator_id: 2 } } };
        }
        return undefined;
      });
      const router = renderScreen(<ResourceListPage route={routeOf('adminUsers')} resource={users} />, { path: '/administrator/uzytkownicy', others: ['/'] });
      await screen.findByTestId('user-impersonate-3', {}, { timeout: 4000 });
      expect(screen.queryByTestId('user-impersonate-1')).toBeNull();
      expect(screen.queryByTestId('user-impersonate-2')).toBeNull();
      expect(screen.queryByTestId('user-impersonate-5')).toBeNull();
      expect(screen.getByTestId('row-edit-1')).toBeTruthy();

      // Users have no restore: the confirmation must not promise an undo.
      fireEvent.click(screen.getByTestId('row-delete-3'));
      expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Tej operacji nie można cofnąć.');
      fireEvent.click(screen.getByTestId('confirm-cancel'));

      // One click only asks, naming the person; the session changes on yes.
      fireEvent.click(screen.getByTestId('user-impersonate-3'));
      const question = await screen.findByTestId('confirm-dialog');
      expect(question.textContent).toContain('Zalogować się jako Imię3 Nazwisko3?');
      expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/impersonate'))).toBe(false);
      fireEvent.click(screen.getByTestId('confirm-cancel'));
      await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
      expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/impersonate'))).toBe(false);

      fireEvent.click(screen.getByTestId('user-impersonate-3'));
      await screen.findByTestId('confirm-dialog');
      await act(async () => fireEvent.click(screen.getByTestId('confirm-ok')));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/v1/admin/users/3/impersonate');
    }, 20_000);

    it('shows no "Sign in as" to someone who is not an administrator', async () => {
      const rows = [user(3, 'Kontraktor')];
      fakeServer(({ path }) => (path.startsWith(`${usersContract.path}?`) ? { body: { data: rows, meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } } : undefined));
      renderScreen(<ResourceListPage route={routeOf('adminUsers')} resource={users} />, { path: '/administrator/uzytkownicy', role: 'Kontraktor' });
      await screen.findByText('u3@demo.local', {}, { timeout: 4000 });
      expect(screen.queryByTestId('user-impersonate-3')).toBeNull();
    }, 20_000);
  });
});
