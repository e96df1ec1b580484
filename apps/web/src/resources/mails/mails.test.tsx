import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAILS_QUEUE_PATH, mailRetryPath, mailsContract, ROUTES, type Mail, type MailDetail } from '@harmony/shared';
import { ResourceFormPage } from '../../components/resource/resource-form-page';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { alertStore } from '../../lib/alerts/alerts-store';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { outboxMails, sentMails } from '.';

const { path: LIST, itemPath } = mailsContract;
const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;
const meta = (total: number) => ({ total, page: 1, per_page: 25, last_page: 1 });

const mail = (id: number, over: Partial<Mail> = {}): Mail => ({
  id, emails: ['jan@example.pl', 'ewa@example.pl', 'ola@example.pl', 'adam@example.pl'], subject: `Mail ${id}`, content: '<p>Treść</p>',
  scheduledAt: '2030-03-02T09:00:00.000Z', status: 'queued', kind: 'user', attempts: 0, last_error: null, sent_at: null, recipients_count: 4,
  sent_count: 0, failed_count: 0, attachments: [], created_by: { id: 2, name: 'Anna Admin' }, created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-01T09:00:00.000Z', ...over,
});
const detail = (row: Mail, recipients: MailDetail['recipients']): MailDetail => ({ ...row, recipients });
const rowIds = (prefix: string) => [...document.querySelectorAll(`[data-testid^="${prefix}-"]`)].map((n) => n.getAttribute('data-testid'));

describe('the mail screens', () => {
  setUpListScreens();

  it('lists the outbox from its own endpoint: edit only a mail that waits untouched, retry the failed, cancel after a question', async () => {
    let rows = [mail(1), mail(2, { status: 'sending', attempts: 1 }), mail(3, { status: 'failed', attempts: 3, failed_count: 1, sent_count: 3, last_error: '550 No such user' })];
    const { requests } = fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === MAILS_QUEUE_PATH) return { body: { data: rows, meta: meta(rows.length) } };
      if (method === 'DELETE' && bare === itemPath(1)) {
        rows = rows.filter((r) => r.id !== 1);
        return { body: { message: 'Wysyłka maila została anulowana.' } };
      }
      if (method === 'POST' && bare === mailRetryPath(3)) return { body: { message: 'Nieudane wysyłki wróciły do kolejki.', data: rows[2] } };
      return undefined;
    });
    renderScreen(<ResourceListPage route={routeOf('mailsOutbox')} resource={outboxMails} />, { path: '/maile/skrzynka-nadawcza' });
    await screen.findByTestId('mail-row-1');
    expect(requests.every((r) => !r.path.startsWith(`${LIST}?`))).toBe(true);
    expect(screen.getByTestId('mail-recipients-1').textContent).toBe('jan@example.pl, ewa@example.pl, ola@example.plAdresatów: 4');
    expect(screen.getByTestId('mail-status-3').textContent).toBe('Błąd');
    expect(screen.getByTestId('mail-counts-3').textContent).toBe('3 / 1');
    expect(screen.getByText('550 No such user')).toBeTruthy();
    expect(rowIds('mail-edit')).toEqual(['mail-edit-1']);
    expect(rowIds('mail-retry')).toEqual(['mail-retry-3']);
    expect(rowIds('mail-cancel')).toEqual(['mail-cancel-1', 'mail-cancel-3']);
    expect(screen.getByTestId('resource-create').getAttribute('href')).toBe('/maile/nowy');

    fireEvent.click(screen.getByTestId('mail-retry-3'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === mailRetryPath(3))).toBe(true));

    fireEvent.click(screen.getByTestId('mail-cancel-1'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mail „Mail 1” nie zostanie wysłany');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj wysyłkę' })));
    await waitFor(() => expect(screen.queryByTestId('mail-row-1')).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([itemPath(1)]);
    expect(alertStore.get()).toMatchObject({ message: 'Wysyłka maila została anulowana.', color: 'success' });
  });

  it('shows a sent mail’s recipients, each with its status, attempts and last error, in its details', async () => {
    const sent = mail(5, { status: 'failed', emails: ['jan@example.pl', 'zly@example.pl'], recipients_count: 2, sent_count: 1, failed_count: 1, attempts: 5 });
    const recipients = [
      { id: 1, email: 'jan@example.pl', status: 'sent' as const, attempts: 1, last_error: null, sent_at: '2030-03-02T09:00:05.000Z' },
      { id: 2, email: 'zly@example.pl', status: 'failed' as const, attempts: 5, last_error: '550 Mailbox unavailable', sent_at: null },
    ];
    const { requests } = fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === LIST) return { body: { data: [sent], meta: meta(1) } };
      // The seed's single mail: an array whose first element is it.
      if (method === 'GET' && bare === itemPath(5)) return { body: [detail(sent, recipients)] };
      return undefined;
    });
    const router = renderScreen(<ResourceListPage route={routeOf('mails')} resource={sentMails} />, { path: '/maile' });
    fireEvent.click(await screen.findByTestId('mail-details-5'));
    const details = await screen.findByTestId('mail-details');
    expect(router.state.location.search).toBe('?mail=5');
    await within(details).findByTestId('mail-recipients');
    expect(within(details).getByTestId('mail-recipient-jan@example.pl').getAttribute('data-status')).toBe('sent');
    const failed = within(details).getByTestId('mail-recipient-zly@example.pl');
    expect(failed.textContent).toContain('Błąd');
    expect(failed.textContent).toContain('550 Mailbox unavailable');
    expect(requests.filter((r) => r.path.startsWith(LIST)).map((r) => r.path.split('?')[0])).toEqual([LIST, itemPath(5)]);
    expect(screen.queryByTestId('mail-edit-5')).toBeNull();
  });

  it('edits a queued mail as JSON, shows the 422 under its field keeping what was typed, then returns to the outbox', async () => {
    const queued = mail(7, { emails: ['jan@example.pl'], recipients_count: 1 });
    let refuse = true;
    const { requests } = fakeServer(({ method, path }) => {
      if (method === 'GET' && path === itemPath(7)) return { body: [detail(queued, [])] };
      if (method === 'PUT' && path === itemPath(7)) {
        if (refuse) return { status: 422, body: { message: 'Dane są nieprawidłowe.', errors: { emails: ['Adres jan@example.pl jest zablokowany (serwer).'] } } };
        return { body: { message: 'Zmiany w mailu zapisane.', data: queued } };
      }
      return undefined;
    });
    const router = renderScreen(<ResourceFormPage route={routeOf('mailsEdit')} resource={outboxMails} />, {
      path: '/maile/:id/edytuj', at: '/maile/7/edytuj', others: ['/maile/skrzynka-nadawcza'],
    });
    const subject = (await screen.findByTestId('field-subject')) as HTMLInputElement;
    expect(subject.value).toBe('Mail 7');
    expect(await screen.findByTestId('recipient-chip-jan@example.pl', {}, { timeout: 5000 })).toBeTruthy();
    expect(((await screen.findByTestId('field-scheduledAt')) as HTMLInputElement).value).toBe('2030-03-02T10:00');
    fireEvent.change(subject, { target: { value: 'Mail 7 poprawiony' } });
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    expect(await screen.findByText('Adres jan@example.pl jest zablokowany (serwer).')).toBeTruthy();
    expect(subject.value).toBe('Mail 7 poprawiony');
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      emails: ['jan@example.pl'], subject: 'Mail 7 poprawiony', content: '<p>Treść</p>', scheduledAt: '2030-03-02T09:00:00.000Z', attachments: [],
    });

    refuse = false;
    await act(async () => fireEvent.click(screen.getByTestId('form-submit')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maile/skrzynka-nadawcza'));
    expect(alertStore.get()).toMatchObject({ message: 'Zmiany w mailu zapisane.', color: 'success' });
  }, 20_000);
});
