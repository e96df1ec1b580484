import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersContract, type StoredFile } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { json, stubDesktopMedia } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { storedFile } from '../../test/stored-file';
import { FilesPanel } from './files-panel';

const file = (id: number, name: string): StoredFile =>
  storedFile(id, { name, attachable_type: 'orders', attachable_id: '7', uploaded_by: { id: 2, name: 'Anna Admin' } });

/** An order's files on fetch: the list, and an upload that stores the multipart files[N] it carried (or refuses). */
function filesApi(refuse = false) {
  let stored = [file(1, 'faktura-skan.pdf')];
  const uploads: string[][] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/orders/7/files?per_page=100') return json(200, { data: stored, meta: { total: stored.length, page: 1, per_page: 100, last_page: 1 } });
    if (path === '/api/orders/7/files' && init?.method === 'POST' && init.body instanceof FormData) {
      const names = [...init.body.values()].map((v) => (v as File).name);
      uploads.push(names);
      if (refuse) return json(422, { message: 'Plik a.exe musi posiadać rozszerzenie…', errors: { 'files.0': ['Plik a.exe musi posiadać rozszerzenie…'] } });
      stored = [...stored, ...names.map((name, i) => file(10 + i, name))];
      return json(201, { data: [], message: 'Przesłano pliki: 1.' });
    }
    return json(404, { message: 'Nie znaleziono.' });
  }));
  return uploads;
}

const attach = (name: string) =>
  act(async () => {
    fireEvent.change(screen.getByTestId('files-panel-input'), { target: { files: [new File(['x'], name, { type: 'application/pdf' })] } });
  });

describe('the files panel of a record', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the record\'s files as links and attaches new ones to that record', async () => {
    const uploads = filesApi();
    renderScreen(<FilesPanel type={ordersContract.name} id={7} subject={ordersContract.permission} />);
    const link = await screen.findByRole('link', { name: 'faktura-skan.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/1/content');
    await attach('list-przewozowy.pdf');
    expect(uploads).toEqual([['list-przewozowy.pdf']]);
    expect(await screen.findByRole('link', { name: 'list-przewozowy.pdf' })).toBeTruthy();
  });

  it('shows a refused upload\'s reasons', async () => {
    filesApi(true);
    renderScreen(<FilesPanel type={ordersContract.name} id={7} subject={ordersContract.permission} />);
    await screen.findByRole('link', { name: 'faktura-skan.pdf' });
    await attach('a.exe');
    expect(await screen.findByText('Plik a.exe musi posiadać rozszerzenie…')).toBeTruthy();
  });

  it('offers no attaching or deleting to whoever may not edit the record', async () => {
    filesApi();
    renderScreen(<FilesPanel type={ordersContract.name} id={7} subject={ordersContract.permission} />, { role: 'Kontraktor' });
    await screen.findByRole('link', { name: 'faktura-skan.pdf' });
    await waitFor(() => expect(screen.queryByTestId('files-panel-attach')).toBeNull());
    expect(screen.queryByTestId('files-panel-delete-1')).toBeNull();
  });
});
