import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPermissionsOf, fileFoldersPath, filesContract, ROUTES, type StoredFile } from '@harmony/shared';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { alertStore } from '../../lib/alerts/alerts-store';
import { demoUser, setUpListScreens } from '../../test/fake-api';
import { fakeXhr } from '../../test/fake-xhr';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { storedFile } from '../../test/stored-file';
import { files } from '.';

const route = ROUTES.find((r) => r.name === 'adminFiles')!;
const LIST = filesContract.path;
const photo = storedFile(5, { name: 'hala.jpg', mime: 'image/jpeg', width: 1600, height: 1200, folder: 'Klienci', tags: ['hala'], focal_x: 0.2, focal_y: 0.3 });

/** The library's API: the list (with the URL it was asked), its folders, one file, and a save that answers the saved file. */
function libraryApi(rows: StoredFile[] = [photo]) {
  return fakeServer(({ method, path }) => {
    const [bare] = path.split('?');
    const row = rows.find((r) => bare === filesContract.itemPath(r.id));
    if (method === 'GET' && bare === LIST) return { body: { data: rows, meta: { total: rows.length, page: 1, per_page: 25, last_page: 1 } } };
    if (method === 'GET' && bare === fileFoldersPath) return { body: { data: [{ name: 'Klienci', count: 1 }, { name: 'Realizacje', count: 4 }] } };
    if (method === 'GET' && row) return { body: row };
    if (method === 'PUT' && row) return { body: { message: 'Zapisano plik.', data: row } };
    return undefined;
  });
}

const renderLibrary = (at = route.path, user = demoUser('Administrator')) =>
  renderScreen(<ResourceListPage route={route} resource={files} />, { path: route.path, at, user });

describe('the media library', () => {
  setUpListScreens();

  it('uploads into the folder the list is filtered by, showing the bytes sent and then the server\'s processing', async () => {
    const { requests } = libraryApi();
    const uploads = fakeXhr().requests;
    renderLibrary(`${route.path}?folder=Klienci`);
    expect((await screen.findByTestId('files-upload-folder')).textContent).toBe('Pliki trafią do folderu „Klienci”.');
    await waitFor(() => expect(requests.some((r) => r.path.startsWith(`${LIST}?`) && r.path.includes('folder=Klienci'))).toBe(true));
    fireEvent.change(screen.getByTestId('files-upload-input'), { target: { files: [new File(['x'], 'nowy.png', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    // The folder goes first: the server reads the parts in order and stores each file as it arrives.
    expect([...(uploads[0]!.body as FormData).keys()]).toEqual(['folder', 'files[0]']);
    expect((uploads[0]!.body as FormData).get('folder')).toBe('Klienci');

    act(() => uploads[0]!.progress(40, 100));
    const bar = screen.getByTestId('files-upload-progress');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Przesłano 40%')).toBeTruthy();
    expect((screen.getByTestId('files-upload-button') as HTMLButtonElement).disabled).toBe(true);
    act(() => uploads[0]!.sent());
    expect(screen.getByText('Przetwarzanie obrazów…')).toBeTruthy();
    expect(screen.getByTestId('files-upload-progress').getAttribute('aria-valuenow')).toBeNull();

    const listsBefore = requests.filter((r) => r.path.startsWith(`${LIST}?`)).length;
    act(() => uploads[0]!.respond(201, { data: [], message: 'Przesłano pliki: 1.' }));
    await waitFor(() => expect(screen.queryByTestId('files-upload-progress')).toBeNull());
    expect(alertStore.get()).toMatchObject({ message: 'Przesłano pliki: 1.', color: 'success' });
    await waitFor(() => expect(requests.filter((r) => r.path.startsWith(`${LIST}?`)).length).toBeGreaterThan(listsBefore));
  }, 20_000);

  it('uploads into no folder while the list shows every folder', async () => {
    libraryApi();
    const uploads = fakeXhr().requests;
    renderLibrary();
    await screen.findByTestId('files-dropzone', {}, { timeout: 5000 });
    expect(screen.queryByTestId('files-upload-folder')).toBeNull();
    fireEvent.change(screen.getByTestId('files-upload-input'), { target: { files: [new File(['x'], 'nowy.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect([...(uploads[0]!.body as FormData).keys()]).toEqual(['files[0]']);
  }, 20_000);

  it('edits a file\'s alt texts, folder, tags and focal point in a dialog on the list', async () => {
    const { requests } = libraryApi();
    renderLibrary();
    fireEvent.click(await screen.findByTestId('file-edit-5', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('edit-dialog');
    const area = await within(dialog).findByTestId('field-focal');
    expect(area.getAttribute('aria-valuetext')).toBe('Punkt ostrości: 20% od lewej, 30% od góry');
    area.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(area, { clientX: 100, clientY: 200 });
    fireEvent.change(within(dialog).getByTestId('field-alt_en'), { target: { value: 'Factory floor' } });
    fireEvent.change(within(dialog).getByTestId('field-folder'), { target: { value: ' Klienci / ACME ' } });
    const folderLoads = () => requests.filter((r) => r.path === fileFoldersPath).length;
    expect(folderLoads()).toBe(1);
    await act(async () => fireEvent.click(within(dialog).getByTestId('form-submit')));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: filesContract.itemPath(5),
      body: { alt_pl: '', alt_en: 'Factory floor', folder: 'Klienci/ACME', tags: ['hala'], focal_x: 0.25, focal_y: 0.6667 },
    });
    // A new folder shows in the list's folder filter at once.
    await waitFor(() => expect(folderLoads()).toBe(2));
  }, 20_000);

  it('has no focal point for a file that is not an image', async () => {
    libraryApi([storedFile(8, { name: 'umowa.pdf' })]);
    renderLibrary();
    fireEvent.click(await screen.findByTestId('file-edit-8', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('edit-dialog');
    expect(await within(dialog).findByTestId('field-alt_pl')).toBeTruthy();
    expect(within(dialog).queryByTestId('field-focal')).toBeNull();
  }, 20_000);

  it('offers no edit to whoever may only list the library', async () => {
    libraryApi();
    const admin = demoUser('Administrator');
    const reader = { ...admin, permissions: defaultPermissionsOf('Administrator').filter((p) => !(p.action === 'edycja' && p.subject === files.subject)) };
    renderLibrary(route.path, reader);
    await screen.findByTestId('file-delete-5', {}, { timeout: 5000 });
    expect(screen.queryByTestId('file-edit-5')).toBeNull();
  }, 20_000);
});
