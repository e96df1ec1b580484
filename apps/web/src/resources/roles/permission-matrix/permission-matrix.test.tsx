import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Permission, rolesContract, ROUTES, SUBJECTS } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { ResourceFormPage } from '../../../components/resource/resource-form-page';
import { roles } from '..';
import { stubDesktopMedia } from '../../../test/fake-api';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { PermissionMatrix } from './permission-matrix';

function Harness({ initial, onChange }: { initial: Permission[]; onChange(p: Permission[]): void }) {
  const [value, setValue] = useState(initial);
  return <PermissionMatrix value={value} onChange={(next) => { setValue(next); onChange(next); }} />;
}
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('permission matrix', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns single cells, whole rows and whole columns on and off, in catalogue order', () => {
    const changes: Permission[][] = [];
    render(<Harness initial={[{ subject: 'Timer', action: 'edycja' }]} onChange={(p) => changes.push(p)} />);
    click('perm-Timer-listowanie');
    expect(changes.at(-1)).toEqual([{ subject: 'Timer', action: 'listowanie' }, { subject: 'Timer', action: 'edycja' }]);

    click('perm-row-Projekty__wlasne');
    expect(changes.at(-1)!.filter((p) => p.subject === 'Projekty__wlasne').map((p) => p.action)).toEqual(['listowanie', 'dodawanie', 'edycja', 'usuwanie']);
    expect(changes.at(-1)![0]).toEqual({ subject: 'Projekty__wlasne', action: 'listowanie' });
    click('perm-row-Projekty__wlasne');
    expect(changes.at(-1)!.some((p) => p.subject === 'Projekty__wlasne')).toBe(false);

    click('perm-col-usuwanie');
    expect(changes.at(-1)!.filter((p) => p.action === 'usuwanie').map((p) => p.subject)).toEqual([...SUBJECTS]);
    expect((screen.getByTestId('perm-col-usuwanie') as HTMLInputElement).checked).toBe(true);
    click('perm-col-usuwanie');
    expect(changes.at(-1)).toEqual([{ subject: 'Timer', action: 'listowanie' }, { subject: 'Timer', action: 'edycja' }]);
    // A row with some verbs on shows its toggle as partly on.
    expect(screen.getByTestId('perm-row-Timer').getAttribute('data-indeterminate')).toBe('true');

    click('perm-all');
    expect(changes.at(-1)).toHaveLength(SUBJECTS.length * 4);
    click('perm-all');
    expect(changes.at(-1)).toEqual([]);
  }, 20_000);

  it('sends the matrix as the group\'s permissions, and keeps a built-in group\'s name read-only', async () => {
    const { requests } = fakeServer(({ method, body }) => (method === 'POST' ? { status: 201, body: { id: 7, message: 'Dodano grupę użytkowników.', data: { id: 7, ...(body as object) } } } : undefined));
    const router = renderScreen(<ResourceFormPage route={ROUTES.find((r) => r.name === 'adminGroupsCreate')!} resource={roles} />, {
      path: '/administrator/grupy-uzytkownikow/dodaj',
      others: ['/administrator/grupy-uzytkownikow'],
    });
    await screen.findByTestId('permission-matrix', {}, { timeout: 8000 });
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: 'Księgowość' } });
    click('perm-Czasy__wszystkie-listowanie');
    click('perm-row-Raporty__wlasne');
    click('perm-Raporty__wlasne-usuwanie');
    await act(async () => click('form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/grupy-uzytkownikow'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'Księgowość',
      permissions: [
        { subject: 'Raporty__wlasne', action: 'listowanie' },
        { subject: 'Raporty__wlasne', action: 'dodawanie' },
        { subject: 'Raporty__wlasne', action: 'edycja' },
        { subject: 'Czasy__wszystkie', action: 'listowanie' },
      ],
    });
  }, 20_000);

  it('edits a built-in group with its name read-only, and lists the groups to pick from without an id', async () => {
    fakeServer(({ path }) => {
      if (path === rolesContract.itemPath(3)) return { body: { id: 3, name: 'Lider', builtin: true, permissions: [{ subject: 'Timer', action: 'listowanie' }] } };
      if (path.startsWith(`${rolesContract.path}?`)) return { body: { data: [{ id: 3, name: 'Lider', builtin: true }], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } };
      return undefined;
    });
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const edit = ROUTES.find((r) => r.name === 'adminGroupsEdit')!;
    renderScreen(<ResourceFormPage route={edit} resource={roles} />, { path: edit.path, at: '/administrator/grupy-uzytkownikow/3/edytuj' });
    await screen.findByTestId('permission-matrix', {}, { timeout: 8000 });
    expect((screen.getByTestId('field-name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Nazwy wbudowanej grupy nie można zmienić.')).toBeTruthy();
    expect((screen.getByTestId('perm-Timer-listowanie') as HTMLInputElement).checked).toBe(true);

    cleanup();
    renderScreen(<ResourceFormPage route={edit} resource={roles} />, { path: edit.path, at: '/administrator/grupy-uzytkownikow/edytuj' });
    expect(await screen.findByTestId('resource-pick')).toBeTruthy();
    expect((await screen.findByTestId('row-edit-3', {}, { timeout: 4000 }))).toBeTruthy();
  }, 20_000);
});
