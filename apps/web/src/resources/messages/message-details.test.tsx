import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageRepliesPath, messagesContract, ROUTES, type InboxMessageDetail, type MessageReply } from '@harmony/shared';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import i18n from '../../lib/i18n/i18n';
import { alertStore } from '../../lib/alerts/alerts-store';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen, type FakeRequest } from '../../test/render-screen';
import { messages } from '.';
import { MessageDetails } from './message-details';

const route = ROUTES.find((r) => r.name === 'messages')!;
const { path: LIST, itemPath } = messagesContract;

const reply = (id: number, body: string, mail_status = 'sent'): MessageReply => ({
  id, body, to: 'jan@example.com', sent_by: { id: 2, name: 'Anna Admin' }, mail_status, created_at: '2026-03-02T09:00:00Z',
});
const message = (id: number, over: Partial<InboxMessageDetail> = {}): InboxMessageDetail => ({
  id, answer_id: 10 + id, form: { id: 1, uuid: 'f-1', name: 'Kontakt' }, sender_email: 'jan@example.com', sender_name: 'Jan Kowalski',
  preview: 'Proszę o ofertę', status: 'new', read: false, assigned_to: null, replies_count: 1, created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
  fields: [{ key: 'name', label: 'Imię i nazwisko', value: 'Jan Kowalski' }, { key: 'message', label: 'Wiadomość', value: 'Proszę o ofertę\nna stronę' }],
  files: [{ id: 55, field: 'cv', name: 'brief.pdf', size: 2048 }],
  replies: [reply(1, 'Dzień dobry, odezwiemy się.')],
  ...over,
});

/** A stateful inbox: the message, its updates and replies as the API keeps them. */
function inboxApi(start: InboxMessageDetail) {
  let current = start;
  const row = () => {
    const { fields: _a, files: _b, replies: _c, ...rest } = current;
    return rest;
  };
  return fakeServer(({ method, path, body }: FakeRequest) => {
    const [bare] = path.split('?');
    if (method === 'GET' && bare === LIST) return { body: { data: [row()], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } };
    if (method === 'GET' && bare === itemPath(current.id)) return { body: current };
    if (method === 'PUT' && bare === itemPath(current.id)) {
      const change = body as { status?: InboxMessageDetail['status']; read?: boolean; assigned_to_id?: number | null };
      current = { ...current, ...(change.status && { status: change.status }), ...(change.read !== undefined && { read: change.read }) };
      return { body: { message: 'Zapisano.', data: row() } };
    }
    if (method === 'POST' && bare === messageRepliesPath(current.id)) {
      const sent = reply(2, (body as { body: string }).body, 'queued');
      current = { ...current, replies: [...current.replies, sent], replies_count: current.replies_count + 1, status: 'in_progress', read: true };
      return { status: 201, body: { message: 'Odpowiedź dodana do kolejki wysyłki', data: sent } };
    }
    return undefined;
  });
}

const thread = () => [...document.querySelectorAll('[data-testid^="message-reply-body-"]')].map((n) => n.textContent);

describe('a message’s details', () => {
  setUpListScreens();

  it('marks an unread message read on opening, shows its fields, files and thread, and sends a reply into the thread', async () => {
    const { requests } = inboxApi(message(7));
    renderScreen(<MessageDetails item={message(7)} />);
    const details = await screen.findByTestId('message-details');
    expect((await within(details).findByTestId('message-field-message')).textContent).toBe('Proszę o ofertę\nna stronę');
    expect(within(details).getByTestId('message-file-55').getAttribute('href')).toBe('/api/files/55/content');
    expect(thread()).toEqual(['Dzień dobry, odezwiemy się.']);
    expect(screen.getByTestId('message-reply-status-1').textContent).toBe('Wysłano');
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: itemPath(7), body: { read: true } }));

    // Required: an empty reply is not sent, and says why in the field's words.
    await act(async () => fireEvent.click(screen.getByTestId('message-reply-send')));
    expect(await screen.findByText('Pole treść odpowiedzi jest wymagane')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('message-reply-body'), { target: { value: '  Oferta w załączniku.\nPozdrawiam  ' } });
    await act(async () => fireEvent.click(screen.getByTestId('message-reply-send')));
    await waitFor(() => expect(thread()).toEqual(['Dzień dobry, odezwiemy się.', 'Oferta w załączniku.\nPozdrawiam']));
    expect(requests.find((r) => r.method === 'POST')).toEqual({ method: 'POST', path: messageRepliesPath(7), body: { body: 'Oferta w załączniku.\nPozdrawiam' } });
    expect(screen.getByTestId('message-reply-status-2').textContent).toBe('W kolejce');
    expect((screen.getByTestId('message-reply-body') as HTMLTextAreaElement).value).toBe('');
    expect(alertStore.get()).toMatchObject({ message: 'Odpowiedź dodana do kolejki wysyłki', color: 'success' });
    // The server moved a new message on: the select follows.
    expect(screen.getByTestId('message-status').textContent).toBe('W toku');
  }, 20_000);

  it('changes the status, leaves a read message as it is, and hands a message back unread (closing it)', async () => {
    const { requests } = inboxApi(message(8, { read: true, status: 'in_progress' }));
    let closed = 0;
    renderScreen(<MessageDetails item={message(8, { read: true, status: 'in_progress' })} onClose={() => closed++} />);
    fireEvent.mouseDown(await screen.findByTestId('message-status'));
    const done = await screen.findByTestId('message-status-option-done');
    await act(async () => fireEvent.click(done));
    await waitFor(() => expect(screen.getByTestId('message-status').textContent).toBe('Załatwiona'));
    await act(async () => fireEvent.click(screen.getByTestId('message-mark-unread')));
    await waitFor(() => expect(closed).toBe(1));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ status: 'done' }, { read: false }]);
  }, 20_000);

  it('speaks English on /en: the thread’s mail states, the reply box and its rule', async () => {
    inboxApi(message(9, { read: true, replies: [reply(1, 'Hello', 'failed')] }));
    await i18n.changeLanguage('en');
    renderScreen(<MessageDetails item={message(9, { read: true })} />, { path: '/en/wiadomosci' });
    expect((await screen.findByTestId('message-reply-status-1')).textContent).toBe('Not sent');
    expect(screen.getByTestId('message-reply-send').textContent).toBe('Send reply');
    expect(screen.getByText('The reply goes by e-mail to jan@example.com.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('message-reply-send')));
    expect(await screen.findByText('The reply text field is required')).toBeTruthy();
  }, 20_000);

  it('shows an unread message in bold; opened from its row, it is named in the URL, read, and closes back to the list', async () => {
    const { requests } = inboxApi(message(7));
    const router = renderScreen(<ResourceListPage route={route} resource={messages} />, { path: route.path });
    const cell = await screen.findByTestId('message-row-7', {}, { timeout: 5000 });
    const rowOf = () => screen.getByTestId('message-row-7').closest('[role="row"]')!;
    expect(rowOf().classList.contains('resource-row-strong')).toBe(true);
    fireEvent.click(cell);
    await waitFor(() => expect(router.state.location.search).toBe('?message=7'));
    expect(await screen.findByTestId('message-details')).toBeTruthy();
    expect(screen.getByTestId('item-modal').textContent).toContain('Jan Kowalski <jan@example.com>');
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && r.path === itemPath(7))).toBe(true));
    await waitFor(() => expect(rowOf().classList.contains('resource-row-strong')).toBe(false));
    fireEvent.click(within(screen.getByTestId('item-modal')).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 20_000);

  it('opens a message from the keyboard: Enter on a focused cell', async () => {
    inboxApi(message(7));
    const router = renderScreen(<ResourceListPage route={route} resource={messages} />, { path: route.path });
    const cell = (await screen.findByTestId('message-row-7', {}, { timeout: 5000 })).closest('[role="gridcell"]') as HTMLElement;
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?message=7'));
    expect(await screen.findByTestId('message-details')).toBeTruthy();
  }, 20_000);

  it('opens the message a link names (/wiadomosci?message=7: the notification’s)', async () => {
    inboxApi(message(7));
    renderScreen(<ResourceListPage route={route} resource={messages} />, { path: route.path, at: `${route.path}?message=7` });
    const details = await screen.findByTestId('message-details', {}, { timeout: 5000 });
    expect((await within(details).findByTestId('message-field-name')).textContent).toBe('Jan Kowalski');
  }, 20_000);
});
