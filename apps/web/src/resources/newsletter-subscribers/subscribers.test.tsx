import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newsletterListsContract, ROUTES, subscribersContract, subscribersImportPath, type Subscriber, type SubscriberImportPreview } from '@harmony/shared';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { SubscribersImportPage } from './import-page';
import { SubscribersPage } from './subscribers-page';

const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;
const meta = (total: number) => ({ total, page: 1, per_page: 25, last_page: 1 });
const list = { id: 4, name: 'Nowości agencji', description: '', lang: 'pl', welcome_subject: '', welcome_content: '', subscribers_count: 1, pending_count: 0,
  unsubscribed_count: 0, created_at: '2030-01-01T00:00:00.000Z', updated_at: '2030-01-01T00:00:00.000Z' };
const subscriber: Subscriber = {
  id: 7, list_id: 4, email: 'ala@example.pl', name: 'Ala', status: 'confirmed', lang: 'pl', confirmed_at: '2030-01-02T10:00:00.000Z',
  unsubscribed_at: null, unsubscribed_campaign_id: null, created_at: '2030-01-02T09:00:00.000Z', updated_at: '2030-01-02T10:00:00.000Z',
};

describe('a list’s subscribers', () => {
  setUpListScreens();

  it('lists the list’s own subscribers and adds one in a dialog, on that list', async () => {
    const { requests } = fakeServer(({ method, path, body }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === newsletterListsContract.itemPath(4)) return { body: list };
      if (method === 'GET' && bare === subscribersContract.path) return { body: { data: [subscriber], meta: meta(1) } };
      if (method === 'POST' && bare === subscribersContract.path) {
        return { status: 201, body: { id: 8, message: 'Zapisano.', data: { ...subscriber, id: 8, ...(body as object), status: 'pending' } } };
      }
      return undefined;
    });
    const route = routeOf('newsletterSubscribers');
    renderScreen(<SubscribersPage route={route} />, { path: route.path, at: '/newsletter/4/subskrybenci' });
    expect(await screen.findByText('Subskrybenci listy „Nowości agencji”')).toBeTruthy();
    await screen.findByText('ala@example.pl');
    expect(requests.find((r) => r.path.startsWith(`${subscribersContract.path}?`))!.path).toContain('list_id=4');
    expect(screen.getByTestId('subscribers-import').getAttribute('href')).toBe('/newsletter/4/import');

    fireEvent.click(screen.getByTestId('subscriber-add'));
    const dialog = await screen.findByTestId('subscriber-add-dialog');
    fireEvent.change(within(dialog).getByTestId('field-email'), { target: { value: 'nowy@example.pl' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ list_id: 4, email: 'nowy@example.pl', name: '' });
  });

  it('previews an import: each row’s errors and whether it is added or skipped; a file with errors is not committed', async () => {
    const preview: SubscriberImportPreview = {
      rows: [
        { line: 2, data: { email: 'nowy@example.pl', name: 'Nowy' }, errors: {}, action: 'add' },
        { line: 3, data: { email: 'ala@example.pl', name: '' }, errors: {}, action: 'skip' },
        { line: 4, data: { email: 'zly', name: '' }, errors: { email: ['Pole e-mail musi być poprawnym adresem email'] }, action: 'add' },
      ],
      valid: 2, invalid: 1,
    };
    const { requests } = fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === newsletterListsContract.itemPath(4)) return { body: list };
      if (method === 'POST' && bare === `${subscribersImportPath}/preview`) return { body: preview };
      return undefined;
    });
    const route = routeOf('newsletterImport');
    renderScreen(<SubscribersImportPage route={route} />, { path: route.path, at: '/newsletter/4/import' });
    expect(await screen.findByText('Import subskrybentów listy „Nowości agencji”')).toBeTruthy();
    const file = new File(['E-mail\r\nnowy@example.pl\r\n'], 'lista.csv', { type: 'text/csv' });
    await act(async () => fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } }));
    const table = await screen.findByTestId('import-preview');
    expect(requests.find((r) => r.method === 'POST')!.path).toBe(`${subscribersImportPath}/preview?list_id=4`);
    expect(within(table).getByTestId('import-row-3').textContent).toContain('Już na liście: pominięty');
    expect(within(table).getByTestId('import-row-4').textContent).toContain('Pole e-mail musi być poprawnym adresem email');
    expect((screen.getByTestId('import-commit') as HTMLButtonElement).disabled).toBe(true);
  });
});
