import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type ImportPreview, usersContract } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { json, stubDesktopMedia } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { UsersImportPage } from './import-page';
import { importTemplateCsv } from './import-template';

const route = ROUTES.find((r) => r.name === 'adminUsersImport')!;
const data = (first: string, email: string, roles = 'Kontraktor') => ({ first_name: first, last_name: 'Nowak', email, roles, active: '' });
const preview = (rows: ImportPreview['rows']): ImportPreview => {
  const invalid = rows.filter((r) => Object.keys(r.errors).length > 0).length;
  return { rows, valid: rows.length - invalid, invalid };
};
const withErrors = preview([
  { line: 2, data: data('Jan', 'jan@example.com'), errors: {} },
  { line: 3, data: data('Ewa', 'zly-adres', 'Szef'), errors: { email: ['Pole e-mail musi być poprawnym adresem e-mail'], roles: ['Nie ma grupy o nazwie Szef.'] } },
]);
const allValid = preview([
  { line: 2, data: data('Jan', 'jan@example.com'), errors: {} },
  { line: 3, data: data('Ewa', 'ewa@example.com'), errors: {} },
]);

/** The import's endpoints on fetch, recording which file each multipart call carried. */
function importApi(answers: { preview: ImportPreview; commit: { status: number; body: unknown } }) {
  const calls: { path: string; file: string | null }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body;
    calls.push({ path, file: body instanceof FormData ? ((body.get('file') as File | null)?.name ?? null) : null });
    if (path === `${usersContract.path}/import/preview`) return json(200, answers.preview);
    if (path === `${usersContract.path}/import/commit`) return json(answers.commit.status, answers.commit.body);
    return json(404, { message: 'Nie znaleziono.' });
  }));
  return calls;
}

const pick = (name = 'users.csv') =>
  act(async () => {
    fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], name, { type: 'text/csv' })] } });
  });

describe('users import', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each row\'s errors on that row and keeps the import disabled while any row is invalid', async () => {
    const calls = importApi({ preview: withErrors, commit: { status: 201, body: {} } });
    renderScreen(<UsersImportPage route={route} />, { path: '/administrator/uzytkownicy/import' });
    await pick();
    const table = await screen.findByTestId('import-preview');
    expect(calls[0]).toEqual({ path: `${usersContract.path}/import/preview`, file: 'users.csv' });
    const bad = within(table).getByTestId('import-row-3');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(within(bad).getByText('Pole e-mail musi być poprawnym adresem e-mail')).toBeTruthy();
    expect(within(bad).getByText('Nie ma grupy o nazwie Szef.')).toBeTruthy();
    expect(within(table).getByTestId('import-row-2').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByTestId('import-invalid-count').textContent).toContain('1');
    expect((screen.getByTestId('import-commit') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('commits a valid file and lists the created users; a refused commit shows the rows\' errors again', async () => {
    const refused = { status: 422, body: { message: 'Nic nie zapisano.', errors: { 'rows.3.email': ['Taki e-mail już istnieje.'] }, ...preview([allValid.rows[0]!, { ...allValid.rows[1]!, errors: { email: ['Taki e-mail już istnieje.'] } }]) } };
    const calls = importApi({ preview: allValid, commit: refused });
    renderScreen(<UsersImportPage route={route} />, { path: '/administrator/uzytkownicy/import', others: ['/administrator/uzytkownicy/:id/edytuj'] });
    await pick();
    await screen.findByTestId('import-preview');
    const commit = screen.getByTestId('import-commit') as HTMLButtonElement;
    expect(commit.disabled).toBe(false);
    await act(async () => fireEvent.click(commit));
    await waitFor(() => expect(within(screen.getByTestId('import-row-3')).getByText('Taki e-mail już istnieje.')).toBeTruthy());
    expect(calls.at(-1)).toEqual({ path: `${usersContract.path}/import/commit`, file: 'users.csv' });
    expect(screen.getByTestId('import-refused').textContent).toBe('Nic nie zapisano.');
    expect((screen.getByTestId('import-commit') as HTMLButtonElement).disabled).toBe(true);

    cleanup();
    importApi({ preview: allValid, commit: { status: 201, body: { created: 2, ids: [11, 12], message: 'Zaimportowano użytkowników: 2.' } } });
    renderScreen(<UsersImportPage route={route} />, { path: '/administrator/uzytkownicy/import' });
    await pick();
    await screen.findByTestId('import-preview');
    await act(async () => fireEvent.click(screen.getByTestId('import-commit')));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByTestId('import-created-12').textContent).toBe('Ewa Nowak');
    expect(within(result).getByTestId('import-created-12').getAttribute('href')).toBe('/administrator/uzytkownicy/12/edytuj');
  }, 20_000);

  it('shows why a file was refused as a whole', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(422, { message: 'W pliku brakuje kolumn: email.', errors: { file: ['W pliku brakuje kolumn: email.'] } })));
    renderScreen(<UsersImportPage route={route} />, { path: '/administrator/uzytkownicy/import' });
    await pick('users.xlsx');
    expect((await screen.findByTestId('import-file-error')).textContent).toBe('W pliku brakuje kolumn: email.');
    expect(screen.queryByTestId('import-commit')).toBeNull();
  }, 20_000);

  it('refuses a file over 2 MB before sending it, in the reader\'s language', async () => {
    for (const [path, message] of [
      ['/administrator/uzytkownicy/import', 'Plik duzy.csv nie może być większy niż 2 MB'],
      ['/en/administrator/uzytkownicy/import', 'The duzy.csv file may not be greater than 2 MB'],
    ] as const) {
      const calls = importApi({ preview: allValid, commit: { status: 201, body: {} } });
      renderScreen(<UsersImportPage route={route} />, { path });
      const big = new File(['x'], 'duzy.csv', { type: 'text/csv' });
      Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
      await act(async () => {
        fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [big] } });
      });
      expect((await screen.findByTestId('import-file-error')).textContent).toBe(message);
      expect(calls).toEqual([]);
      cleanup();
    }
  }, 20_000);

  it('offers a template the import reads: semicolons, a BOM, the reader\'s headers', () => {
    const csv = importTemplateCsv('pl');
    expect(csv.startsWith('\uFEFFImię;Nazwisko;E-mail;Grupy;Aktywny\r\n')).toBe(true);
    expect(importTemplateCsv('en').split('\r\n')[0]).toBe('\uFEFFFirst name;Last name;Email;Groups;Active');
  }, 20_000);
});
