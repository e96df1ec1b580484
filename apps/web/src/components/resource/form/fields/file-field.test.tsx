import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileContentPath, fileOptionsPath, filesContract } from '@harmony/shared';
import { json } from '../../../../test/fake-api';
import { renderField } from '../../../../test/field-harness';
import { fakeXhr } from '../../../../test/fake-xhr';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./file-field');

const stored = (id: number, name: string, mime: string) => ({ id, name, mime, size: 10, url: fileContentPath(id), attachable_type: null, attachable_id: null, uploaded_by: null, created_at: '2026-01-01T00:00:00Z' });
const library = [stored(1, 'logo.png', 'image/png'), stored(2, 'umowa.pdf', 'application/pdf'), stored(3, 'baner.jpg', 'image/jpeg')];

/** The library's endpoints on fetch (its own stub: the shared fake server reads bodies as JSON, an upload is multipart). */
function fakeLibrary() {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    requests.push({ method, path, body: init?.body });
    const at = new URL(path, 'http://x');
    const page = (data: unknown[]) => json(200, { data, meta: { total: data.length, page: 1, per_page: 24, last_page: 1 } });
    if (method === 'GET' && at.pathname === filesContract.path) {
      const images = at.searchParams.get('mime') === 'image';
      return page(library.filter((f) => !images || f.mime.startsWith('image/')));
    }
    if (method === 'GET' && at.pathname === fileOptionsPath) {
      const ids = at.searchParams.get('ids')!.split(',').map(Number);
      return page(library.filter((f) => ids.includes(f.id)).map((f) => ({ id: f.id, label: f.name })));
    }
    return json(404, { message: 'Nie znaleziono.' });
  }));
  return { requests };
}

describe('image and file fields', () => {
  it('picks an image from the library (images only) and shows its picture', async () => {
    const { requests } = fakeLibrary();
    const { values } = renderField({ name: 'image_id', kind: 'image' }, { image_id: null });
    fireEvent.click(await screen.findByTestId('field-image_id-choose', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId('field-image_id-pick-3'));
    expect(screen.queryByTestId('field-image_id-pick-2')).toBeNull();
    expect(requests.some((r) => r.path.includes(`${filesContract.path}?`) && r.path.includes('mime=image') && r.path.includes('attached=0'))).toBe(true);
    fireEvent.click(screen.getByTestId('field-image_id-confirm'));
    expect(values().image_id).toBe(3);
    const img = await screen.findByAltText('baner.jpg');
    // The field shows the image small: its thumbnail variant, not the original.
    expect(img.getAttribute('src')).toBe(fileContentPath(3, 'thumbnail'));
    // The dialog's closing animation keeps the page hidden from the accessibility tree for a moment.
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń „baner.jpg”' }, { timeout: 3000 }));
    expect(values().image_id).toBeNull();
  }, 20_000);

  it('keeps several file ids, naming saved ones through the options endpoint', async () => {
    fakeLibrary();
    const { values } = renderField({ name: 'attachments', kind: 'file', multiple: true }, { attachments: [2] });
    expect(await screen.findByText('umowa.pdf', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('field-attachments-choose'));
    fireEvent.click(await screen.findByTestId('field-attachments-pick-1'));
    fireEvent.click(screen.getByTestId('field-attachments-confirm'));
    expect(values().attachments).toEqual([2, 1]);
    expect(await screen.findByText('logo.png')).toBeTruthy();
  }, 20_000);

  it('uploads a new file into the library, showing its progress, and picks it', async () => {
    fakeLibrary();
    // An upload goes by XMLHttpRequest, which reports the bytes sent (lib/api/send-with-progress.ts).
    const uploads = fakeXhr().requests;
    const { values } = renderField({ name: 'image_id', kind: 'image' }, { image_id: null });
    fireEvent.click(await screen.findByTestId('field-image_id-choose', {}, { timeout: 5000 }));
    const input = await screen.findByTestId('field-image_id-upload');
    fireEvent.change(input, { target: { files: [new File(['x'], 'nowy.png', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect([uploads[0]!.method, uploads[0]!.url]).toEqual(['POST', filesContract.path]);
    expect((uploads[0]!.body as FormData).get('files[0]')).toBeInstanceOf(File);
    act(() => uploads[0]!.progress(30, 100));
    expect((await screen.findByTestId('files-upload-progress')).getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('Przesłano 30%')).toBeTruthy();
    act(() => uploads[0]!.respond(201, { data: [stored(9, 'nowy.png', 'image/png')], message: 'Przesłano 1 plik.' }));
    await waitFor(() => expect(values().image_id).toBe(9));
  }, 20_000);
});
