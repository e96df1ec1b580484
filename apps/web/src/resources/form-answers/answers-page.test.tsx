import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formAnswerColumnsPath, formAnswersContract, formsContract, ROUTES, type FormAnswer } from '@harmony/shared';
import { alertStore } from '../../lib/alerts/alerts-store';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { AnswersPage } from './answers-page';

const route = ROUTES.find((r) => r.name === 'formsAnswers')!;
const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
const { path: LIST, itemPath } = formAnswersContract;
const COLUMNS = [
  { key: 'id', label: 'ID', meta: true },
  { key: 'name', label: 'Imię', meta: false },
  { key: 'email', label: 'E-mail', meta: false },
  { key: 'message', label: 'Wiadomość', meta: false },
  { key: 'cv', label: 'CV', meta: false },
  { key: 'rodo', label: 'Zgoda RODO', meta: false },
];
// jsonb gives the keys in its own order: the summary follows the form's.
const answer: FormAnswer = {
  id: 12, form_id: 3, data: { rodo: '1', message: 'Proszę o ofertę', email: 'jan@example.com', name: 'Jan' },
  files: [{ id: 55, field: 'cv', name: 'cv.pdf', size: 2048, mime: 'application/pdf' }], consents: { rodo: 2 },
  is_spam: false, spam_reason: '', lang: 'pl', origin: 'https://www.example.com', created_at: '2026-03-01T10:00:00Z',
};

function answersApi() {
  let row = answer;
  return fakeServer(({ method, path, body }) => {
    const [bare] = path.split('?');
    if (method === 'GET' && bare === formsContract.itemPath(UUID)) return { body: { id: 3, uuid: UUID, name: 'Kontakt', active: true, allowed_origins: [] } };
    if (method === 'GET' && bare === formAnswerColumnsPath) return { body: { data: COLUMNS } };
    if (method === 'GET' && bare === LIST) return { body: { data: [row], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } };
    if (method === 'PUT' && bare === itemPath(12)) {
      row = { ...row, is_spam: (body as { is_spam: boolean }).is_spam, spam_reason: 'manual' };
      return { body: { message: 'Zapisano.', data: row } };
    }
    return undefined;
  });
}

describe('a form’s answers', () => {
  setUpListScreens();

  it('lists the form’s answers under its name, summed up in the form’s order, and opens one with its files and consents', async () => {
    const { requests } = answersApi();
    renderScreen(<AnswersPage route={route} />, { path: route.path, at: `/formularze/${UUID}/odpowiedzi` });
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Odpowiedzi formularza: Kontakt'));
    expect(screen.getByTestId('form-link-embed').getAttribute('href')).toBe(`/formularze/${UUID}/wygenerowane`);
    expect(screen.getByTestId('form-link-settings').getAttribute('href')).toBe(`/formularze/${UUID}/edytuj`);
    const summary = await screen.findByTestId('answer-row-12', {}, { timeout: 5000 });
    await waitFor(() => expect(summary.textContent).toBe('Jan · jan@example.com · Proszę o ofertę'));
    expect(requests.find((r) => r.path.startsWith(`${LIST}?`))!.path).toContain(`form=${UUID}`);

    fireEvent.click(summary);
    const modal = await screen.findByTestId('item-modal');
    expect(within(modal).getByText('Odpowiedź nr 12')).toBeTruthy();
    expect(within(modal).getByTestId('answer-value-message').textContent).toBe('Proszę o ofertę');
    const file = within(modal).getByTestId('answer-file-55');
    expect(file.getAttribute('href')).toBe('/api/files/55/content');
    expect(file.textContent).toBe('cv.pdf');
    expect(within(modal).getByTestId('answer-consent-rodo').textContent).toBe('wersja 2');
    expect(within(modal).getByTestId('answer-fact-origin').textContent).toBe('https://www.example.com');
  }, 20_000);

  it('marks an answer as spam from its row and says so', async () => {
    const { requests } = answersApi();
    renderScreen(<AnswersPage route={route} />, { path: route.path, at: `/formularze/${UUID}/odpowiedzi` });
    const spam = await screen.findByTestId('answer-spam-12', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(spam));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toEqual({ method: 'PUT', path: itemPath(12), body: { is_spam: true } }));
    await waitFor(() => expect(alertStore.get()).toMatchObject({ message: 'Oznaczono jako spam', color: 'success' }));
    expect(await screen.findByTestId('answer-not-spam-12')).toBeTruthy();
  }, 20_000);
});
