import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS, ROUTES, activitiesContract } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { activities } from './index';

const route = ROUTES.find((r) => r.name === 'adminActivities')!;
const entry = {
  id: 9, user: { id: 3, name: 'Jan Kowalski' }, impersonator: { id: 2, name: 'Anna Admin' }, action: 'update', subject_type: 'statuses', subject_id: '4',
  before: { name: 'Stary', color: '#000000' }, after: { name: 'Nowy', color: '#000000' }, ip: '10.0.0.1', created_at: '2026-03-01T10:00:00Z',
};

describe('activity log', () => {
  setUpListScreens();

  it('lists newest first with its filters, and a row opens the before/after', async () => {
    const { requests } = fakeServer(({ path }) =>
      path.startsWith(`${activitiesContract.path}?`) ? { body: { data: [entry], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } } : undefined,
    );
    renderScreen(<ResourceListPage route={route} resource={activities} />, { path: '/administrator/aktywnosci', at: '/administrator/aktywnosci?action=update&from=2026-03-01' });
    const list = await screen.findByTestId('activity-list');
    await waitFor(() => expect(within(list).getByText('Anna Admin jako Jan Kowalski')).toBeTruthy());
    expect(requests.find((r) => r.path.startsWith(`${activitiesContract.path}?`))!.path).toBe(`${activitiesContract.path}?page=1&per_page=25&sort=created_at&order=desc&action=update&from=2026-03-01`);
    expect(screen.queryByTestId('row-delete-9')).toBeNull();
    expect(screen.queryByTestId('resource-export')).toBeNull();

    fireEvent.click(document.querySelector('[data-id="9"] [data-field="action"]')!);
    const diff = await screen.findByTestId('activity-diff');
    const changed = [...diff.querySelectorAll('tr[data-changed]')].map((tr) => tr.textContent);
    expect(changed).toEqual(['nameStaryNowy']);
  }, 20_000);

  it('names every record kind and action, never its key, in the rows and in the filters (Polish and English)', async () => {
    const kinds = { ...entry, id: 10, action: 'allocate', subject_type: 'events', subject_id: '5' };
    fakeServer(({ path }) =>
      path.startsWith(`${activitiesContract.path}?`) ? { body: { data: [kinds], meta: { total: 1, page: 1, per_page: 25, last_page: 1 } } } : undefined,
    );
    for (const [locale, action, subject] of [['pl', 'Zmiana alokacji', 'Wydarzenia w kalendarzu'], ['en', 'Allocation changed', 'Calendar events']] as const) {
      await i18n.changeLanguage(locale);
      renderScreen(<ResourceListPage route={route} resource={activities} />, { path: `${locale === 'en' ? '/en' : ''}/administrator/aktywnosci` });
      const list = await screen.findByTestId('activity-list');
      await waitFor(() => expect(list.querySelector('[data-id="10"] [data-field="action"]')?.textContent).toBe(action));
      expect(list.querySelector('[data-id="10"] [data-field="subject_type"]')?.textContent).toBe(subject);

      for (const [filter, values] of [['subject_type', ACTIVITY_SUBJECTS], ['action', ACTIVITY_ACTIONS]] as const) {
        fireEvent.mouseDown(screen.getByTestId(`filter-${filter}`));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option').slice(1).map((o) => o.textContent);
        expect(options).toHaveLength(values.length);
        expect(options.filter((label) => !label || (values as readonly string[]).includes(label) || label.startsWith('activityLog.'))).toEqual([]);
        fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      }
      cleanup();
    }
    await i18n.changeLanguage('pl');
  }, 30_000);

  it('shows the server\'s message when the log cannot be loaded', async () => {
    fakeServer(({ path }) => (path.startsWith(`${activitiesContract.path}?`) ? { status: 500, body: { message: 'Dziennik jest chwilowo niedostępny.' } } : undefined));
    renderScreen(<ResourceListPage route={route} resource={activities} />, { path: '/administrator/aktywnosci' });
    expect((await screen.findByTestId('resource-list-error')).textContent).toBe('Dziennik jest chwilowo niedostępny.');
  });
});
