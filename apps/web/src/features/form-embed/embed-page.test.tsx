import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formsContract, ROUTES } from '@harmony/shared';
import { alertStore } from '../../lib/alerts/alerts-store';
import i18n from '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { EmbedPage } from './embed-page';

const route = ROUTES.find((r) => r.name === 'formsGenerated')!;
const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
const form = (over: Record<string, unknown> = {}) => ({ id: 3, uuid: UUID, name: 'Kontakt', active: true, allowed_origins: ['https://www.example.com'], ...over });
const serve = (record = form()) => fakeServer(({ method, path }) => (method === 'GET' && path === formsContract.itemPath(UUID) ? { body: record } : undefined));

describe('the embed code', () => {
  let copied: string[];
  beforeEach(() => {
    stubDesktopMedia();
    copied = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void copied.push(text) } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the script and the iframe in the chosen language, copies them, and previews the form in that language', async () => {
    serve();
    renderScreen(<EmbedPage route={route} />, { path: route.path, at: `/formularze/${UUID}/wygenerowane` });
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Wygenerowany formularz: Kontakt'));
    const origin = window.location.origin;
    expect(screen.getByTestId('embed-script-code').textContent).toBe(
      `<div data-harmony-form="${UUID}" data-lang="pl"></div>\n<script src="${origin}/api/public/forms/embed.js" async></script>`,
    );
    expect(screen.getByTestId('embed-iframe-code').textContent).toContain(`src="${origin}/api/public/forms/${UUID}/frame?lang=pl" title="Kontakt"`);
    expect(screen.getByTestId('embed-preview').getAttribute('src')).toBe(`/api/public/forms/${UUID}/frame?lang=pl`);
    expect(screen.getByTestId('embed-origin').textContent).toBe('https://www.example.com');

    const preview = screen.getByTestId('embed-preview');
    fireEvent.click(screen.getByTestId('embed-lang-en'));
    expect(screen.getByTestId('embed-script-code').textContent).toContain('data-lang="en"');
    expect(screen.getByTestId('embed-iframe-code').textContent).toContain('frame?lang=en');
    // A new frame, not the old one pointed elsewhere: it starts over in the other language.
    expect(screen.getByTestId('embed-preview')).not.toBe(preview);
    expect(screen.getByTestId('embed-preview').getAttribute('src')).toBe(`/api/public/forms/${UUID}/frame?lang=en`);

    await act(async () => fireEvent.click(screen.getByTestId('embed-iframe-code-copy')));
    expect(copied).toEqual([screen.getByTestId('embed-iframe-code').textContent]);
    expect(alertStore.get()).toMatchObject({ message: 'Skopiowano', color: 'success' });
  }, 20_000);

  it('says when the form has no allowed website or is switched off (no preview then), in English on /en', async () => {
    serve(form({ active: false, allowed_origins: [] }));
    await i18n.changeLanguage('en');
    renderScreen(<EmbedPage route={route} />, { path: `/en${route.path}`, at: `/en/formularze/${UUID}/wygenerowane` });
    expect(await screen.findByText(/The form has no allowed website yet/)).toBeTruthy();
    expect(screen.getByTestId('embed-preview-inactive').textContent).toContain('switched off');
    expect(screen.queryByTestId('embed-preview')).toBeNull();
    expect(screen.getByTestId('embed-script-code').textContent).toContain('data-lang="en"');
    await act(async () => fireEvent.click(screen.getByTestId('embed-script-code-copy')));
    expect(alertStore.get()).toMatchObject({ message: 'Copied' });
  }, 20_000);
});
