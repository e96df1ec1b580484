import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@harmony/shared';
import '../../../lib/i18n/i18n';
import { sampleResource as statuses } from '../../../test/sample-resource';
import { stubDesktopMedia } from '../../../test/fake-api';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { ResourceFormPage } from '../resource-form-page';

const route = ROUTES.find((r) => r.name === 'adminStatusesCreate')!;
const open = () =>
  renderScreen(<ResourceFormPage route={route} resource={statuses} />, { path: '/administrator/statusy/dodaj', others: ['/administrator/statusy', '/'] });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByTestId('form-submit')));

describe('resource form', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the shared schema on the client, with Polish messages and labels', async () => {
    const { requests } = fakeServer(() => undefined);
    open();
    await screen.findByTestId('resource-form');
    type('field-name', '   ');
    type('field-color', 'red');
    await submit();
    expect(await screen.findByText('Pole nazwa jest wymagane')).toBeTruthy();
    expect(screen.getByText('Pole kolor musi być kolorem w formacie #RRGGBB')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a 422 on the fields with setError and keeps the rest above the form', async () => {
    fakeServer(({ method }) =>
      method === 'POST'
        ? { status: 422, body: { message: 'Taka wartość pola nazwa już istnieje', errors: { name: ['Taka wartość pola nazwa już istnieje'], owner: ['Brak właściciela'] } } }
        : undefined,
    );
    open();
    await screen.findByTestId('resource-form');
    type('field-name', 'Nowy');
    await submit();
    await waitFor(() => expect(screen.getByTestId('field-name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Taka wartość pola nazwa już istnieje').length).toBeGreaterThan(0);
    expect(screen.getByTestId('form-errors').textContent).toBe('Brak właściciela');
  });

  it('asks before leaving with unsaved changes, and leaves freely after saving', async () => {
    const { requests } = fakeServer(({ method, body }) =>
      method === 'POST' ? { status: 201, body: { id: 5, message: 'Zapisano.', data: { id: 5, ...(body as object) } } } : undefined,
    );
    const router = open();
    await screen.findByTestId('resource-form');
    type('field-name', 'Roboczy');
    await act(() => router.navigate('/'));
    expect(await screen.findByTestId('unsaved-dialog')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    expect(router.state.location.pathname).toBe('/administrator/statusy/dodaj');

    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/statusy'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'Roboczy', color: '#1e88e5', position: 0, applies_to: 'projects' });
    expect(screen.queryByTestId('unsaved-dialog')).toBeNull();
  });
});
