import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProjectFormOptions, projectsContract, ROUTES } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { projects } from './index';

const route = ROUTES.find((r) => r.name === 'projectsCreate')!;
const options: ProjectFormOptions = {
  statuses: [{ id: 7, name: 'W toku', color: '#00aa00' }, { id: 8, name: 'Zakończony', color: '#aaaaaa' }],
  categories: [{ id: 3, name: 'Strony WWW', color: '#123456' }],
  leaders: [{ id: 2, name: 'Anna Admin' }, { id: 9, name: 'Lena Liderska' }],
};

const pick = async (field: string, name: string) => {
  fireEvent.mouseDown(screen.getByTestId(`field-${field}`));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name }));
};

describe('project form', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("gives a Lider the statuses, categories and leaders of GET /api/projects/options (not the administration lists)", async () => {
    const { requests } = fakeServer(({ method, path, body }) => {
      if (path === `${projectsContract.path}/options`) return { body: options };
      if (method === 'POST' && path === projectsContract.path) return { status: 201, body: { id: 11, message: 'Zapisano.', data: { id: 11, ...(body as object) } } };
      return undefined;
    });
    renderScreen(<ResourceFormPage route={route} resource={projects} />, { path: '/projekty/dodaj', role: 'Lider', others: ['/projekty'] });
    await screen.findByTestId('resource-form');
    fireEvent.change(screen.getByTestId('field-name'), { target: { value: 'Nowy sklep' } });
    await pick('status_id', 'Zakończony');
    await pick('category_id', 'Strony WWW');
    await pick('leader_id', 'Lena Liderska');
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({ name: 'Nowy sklep', status_id: 8, category_id: 3, leader_id: 9 });
    // One request for the three selects, and none a Lider would be refused.
    expect(requests.filter((r) => r.path === `${projectsContract.path}/options`)).toHaveLength(1);
    expect(requests.filter((r) => /^\/api\/(statuses|categories|users)\b/.test(r.path))).toEqual([]);
  }, 30_000);
});
