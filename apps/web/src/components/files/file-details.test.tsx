import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileUsagesPath, type FileUsage } from '@harmony/shared';
import { json } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { storedFile } from '../../test/stored-file';
import { FileDetails } from './file-details';

const photo = storedFile(5, {
  name: 'hala.jpg', mime: 'image/jpeg', size: 800_000, width: 4000, height: 3000, alt_pl: 'Hala produkcyjna', alt_en: 'Factory floor',
  folder: 'Realizacje/2026', tags: ['hala', 'produkcja'],
  variants: {
    thumbnail: { url: '/api/files/5/content?variant=thumbnail', width: 320, height: 240, size: 12_000 },
    medium: { url: '/api/files/5/content?variant=medium', width: 1024, height: 768, size: 90_000 },
  },
});

/** The usages route on fetch (404 for anything else). */
function usagesApi(usages: FileUsage[]) {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) =>
    (String(input) === fileUsagesPath(5) ? json(200, { data: usages }) : json(404, { message: 'Nie znaleziono.' }))));
}

const USED: FileUsage[] = [
  { kind: 'products', id: 3, name: 'Krzesło' },
  { kind: 'posts', id: 7, name: 'Nowa hala' },
  { kind: 'popups', id: 2, name: 'Promocja' },
];

describe('a library file\'s details', () => {
  it('link each record that shows the file to where it is edited (pop-ups: their list)', async () => {
    usagesApi(USED);
    renderScreen(<FileDetails item={photo} />, { path: '/administrator/pliki' });
    const list = await screen.findByTestId('file-usages');
    expect(within(list).getByTestId('file-usage-products-3').getAttribute('href')).toBe('/produkty/3/edytuj');
    expect(within(list).getByTestId('file-usage-posts-7').getAttribute('href')).toBe('/posty/7/edycja');
    expect(within(list).getByTestId('file-usage-popups-2').getAttribute('href')).toBe('/popupy');
    expect(within(list).getByTestId('file-usage-products-3').textContent).toBe('Krzesło');
    expect(screen.getByText('Użyto w')).toBeTruthy();
  });

  it('keep the reader\'s language in the links', async () => {
    usagesApi(USED);
    renderScreen(<FileDetails item={photo} />, { path: '/en/administrator/pliki' });
    expect((await screen.findByTestId('file-usage-products-3')).getAttribute('href')).toBe('/en/produkty/3/edytuj');
    expect(screen.getByTestId('file-usage-popups-2').getAttribute('href')).toBe('/en/popupy');
  });

  it('say when nothing uses the file', async () => {
    usagesApi([]);
    renderScreen(<FileDetails item={photo} />, { path: '/administrator/pliki' });
    expect((await screen.findByTestId('file-usages-none')).textContent).toBe('Plik nie jest nigdzie używany.');
    expect(screen.queryByTestId('file-usages')).toBeNull();
  });

  it('show the image\'s facts and its variants with links', async () => {
    usagesApi([]);
    renderScreen(<FileDetails item={photo} />, { path: '/administrator/pliki' });
    await screen.findByTestId('file-usages-none');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/files/5/content?variant=medium');
    expect(screen.getByTestId('file-detail-dimensions').textContent).toBe('4000 × 3000');
    expect(screen.getByTestId('file-detail-alt_en').textContent).toBe('Factory floor');
    expect(screen.getByTestId('file-detail-folder').textContent).toBe('Realizacje/2026');
    expect(screen.getByTestId('file-detail-tags').textContent).toBe('hala, produkcja');
    const thumbnail = screen.getByTestId('file-variant-thumbnail');
    expect([thumbnail.textContent, thumbnail.getAttribute('href')]).toEqual(['miniatura', '/api/files/5/content?variant=thumbnail']);
    expect(thumbnail.closest('li')?.textContent).toContain('320 × 240');
    expect(screen.getByTestId('file-variant-original').getAttribute('href')).toBe('/api/files/5/content');
    expect(screen.queryByTestId('file-variant-large')).toBeNull();
  });
});
