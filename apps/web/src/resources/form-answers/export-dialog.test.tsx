import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formAnswerColumnsPath } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { ExportDialog } from './export-dialog';

const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
const COLUMNS = [
  { key: 'id', label: 'ID', meta: true },
  { key: 'created_at', label: 'wysłano', meta: true },
  { key: 'name', label: 'Imię', meta: false },
  { key: 'email', label: 'E-mail', meta: false },
];
const filter = () => new URLSearchParams({ sort: 'created_at', order: 'desc', spam: 'false', form: UUID });

/** The columns call, and any export answered with a file; `exports` are the URLs the download fetched. */
function exportApi() {
  const server = fakeServer(({ method, path }) => {
    if (method === 'GET' && path.startsWith(`${formAnswerColumnsPath}?`)) return { body: { data: COLUMNS } };
    if (method === 'GET' && path.startsWith('/api/form-answers/export.')) return { body: 'id;name' };
    return undefined;
  });
  return { ...server, exports: () => server.requests.filter((r) => r.path.includes('/export.')).map((r) => r.path) };
}

const check = (key: string) => screen.getByTestId(`answers-export-column-${key}`) as HTMLInputElement;

// jsdom has no object URLs: the download's link gets a stand-in, and the page's own come back after each test.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

describe('the answers export dialog', () => {
  beforeEach(() => {
    stubDesktopMedia();
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => {
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
    vi.unstubAllGlobals();
  });

  it('offers every column ticked, in the form’s order, and downloads the list’s filter as CSV', async () => {
    const api = exportApi();
    let closed = 0;
    renderScreen(<ExportDialog open form={UUID} filter={filter()} onClose={() => closed++} />);
    await waitFor(() => expect(check('email')).toBeTruthy());
    const labels = [...document.querySelectorAll('[data-testid^="answers-export-column-"]')].map((n) => n.getAttribute('data-testid'));
    expect(labels).toEqual(['id', 'created_at', 'name', 'email'].map((k) => `answers-export-column-${k}`));
    expect(COLUMNS.every((c) => check(c.key).checked)).toBe(true);
    expect(api.requests[0]!.path).toBe(`${formAnswerColumnsPath}?form=${UUID}`);
    expect((screen.getByTestId('answers-export-format-csv') as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(screen.getByTestId('answers-export-download')));
    await waitFor(() => expect(closed).toBe(1));
    // Every column: the API's default, so no list of them.
    expect(api.exports()).toEqual([`/api/form-answers/export.csv?sort=created_at&order=desc&spam=false&form=${UUID}`]);
  }, 20_000);

  it('sends the chosen columns in order as XLSX, and refuses an export of none', async () => {
    const api = exportApi();
    renderScreen(<ExportDialog open form={UUID} filter={filter()} onClose={() => {}} />);
    await waitFor(() => expect(check('email')).toBeTruthy());
    fireEvent.click(check('id'));
    fireEvent.click(check('name'));
    fireEvent.click(check('name'));
    fireEvent.click(screen.getByTestId('answers-export-format-xlsx'));
    await act(async () => fireEvent.click(screen.getByTestId('answers-export-download')));
    await waitFor(() => expect(api.exports()).toHaveLength(1));
    expect(api.exports()[0]).toBe(`/api/form-answers/export.xlsx?sort=created_at&order=desc&spam=false&form=${UUID}&columns=created_at%2Cname%2Cemail`);

    fireEvent.click(screen.getByTestId('answers-export-none'));
    expect(screen.getByText('Wybierz co najmniej jedną kolumnę.')).toBeTruthy();
    expect((screen.getByTestId('answers-export-download') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('answers-export-all'));
    expect((screen.getByTestId('answers-export-download') as HTMLButtonElement).disabled).toBe(false);
  }, 20_000);

  it('speaks English on /en', async () => {
    exportApi();
    await i18n.changeLanguage('en');
    renderScreen(<ExportDialog open form={UUID} filter={filter()} onClose={() => {}} />, { path: '/en/formularze' });
    expect(await screen.findByText('Export answers')).toBeTruthy();
    expect(screen.getByTestId('answers-export-download').textContent).toBe('Download');
    expect(screen.getByText('Excel (XLSX)')).toBeTruthy();
    await waitFor(() => expect(check('email')).toBeTruthy());
    fireEvent.click(screen.getByTestId('answers-export-none'));
    expect(screen.getByText('Choose at least one column.')).toBeTruthy();
  }, 20_000);
});
