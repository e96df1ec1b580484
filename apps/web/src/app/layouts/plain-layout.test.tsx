import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED_MESSAGE } from '@harmony/shared';
import { hideAlert, showAlert } from '../../lib/alerts/alerts-store';
import '../../lib/i18n/i18n';
import { PlainLayout } from './plain-layout';

describe('plain layout alerts', () => {
  afterEach(() => {
    act(() => hideAlert());
    cleanup();
  });

  it('never shows the "Zaloguj się aby kontynuować." alert (nor its English form)', () => {
    render(<PlainLayout>form</PlainLayout>);
    act(() => showAlert(LOGIN_REQUIRED_MESSAGE, 'error'));
    expect(screen.queryByText(LOGIN_REQUIRED_MESSAGE)).toBeNull();
    act(() => showAlert('Sign in to continue.', 'error'));
    expect(screen.queryByText('Sign in to continue.')).toBeNull();
  });

  it('shows every other alert, including near-identical ones', async () => {
    render(<PlainLayout>form</PlainLayout>);
    act(() => showAlert('Wylogowano.', 'success'));
    // The snackbar's chunk loads with the first alert it shows.
    expect(await screen.findByText('Wylogowano.')).toBeTruthy();
    act(() => showAlert(`${LOGIN_REQUIRED_MESSAGE} Teraz.`, 'error'));
    expect(await screen.findByText(`${LOGIN_REQUIRED_MESSAGE} Teraz.`)).toBeTruthy();
  });
});
