import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignSendPath, campaignsContract, ROUTES, type Campaign, type CampaignDetail } from '@harmony/shared';
import { ResourceListPage } from '../../components/resource/resource-list-page';
import { alertStore } from '../../lib/alerts/alerts-store';
import { setUpListScreens } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { newsletterCampaigns } from '.';

const { path: LIST, itemPath } = campaignsContract;
const routeOf = (name: string) => ROUTES.find((r) => r.name === name)!;
const meta = (total: number) => ({ total, page: 1, per_page: 25, last_page: 1 });
const rowIds = (prefix: string) => [...document.querySelectorAll(`[data-testid^="${prefix}-"]`)].map((n) => n.getAttribute('data-testid'));

const campaign = (id: number, over: Partial<Campaign> = {}): Campaign => ({
  id, subject: `Kampania ${id}`, content: '<p>Treść</p>', list_id: 3, list: { id: 3, name: 'Nowości' }, scheduled_at: null, status: 'draft',
  mail_id: null, queued_at: null, sent_at: null, created_by: { id: 2, name: 'Anna Admin' }, created_at: '2030-03-01T09:00:00.000Z',
  updated_at: '2030-03-01T09:00:00.000Z', recipients: 0, sent: 0, failed: 0, unsubscribed: 0, clicks: 0, unique_clicks: 0, ...over,
});

describe('the campaigns screen', () => {
  setUpListScreens();

  it('shows each campaign’s state and figures; edits and sends only a draft, after a question naming its list', async () => {
    let rows = [
      campaign(1),
      campaign(2, { status: 'sent', mail_id: 9, recipients: 120, sent: 118, failed: 2, unsubscribed: 3, clicks: 40, unique_clicks: 25 }),
      campaign(3, { status: 'scheduled', mail_id: 10, scheduled_at: '2030-05-04T08:15:00.000Z', recipients: 50 }),
    ];
    const { requests } = fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === LIST) return { body: { data: rows, meta: meta(rows.length) } };
      if (method === 'POST' && bare === campaignSendPath(1)) {
        rows = rows.map((r) => (r.id === 1 ? { ...r, status: 'sending', mail_id: 11, recipients: 120 } : r));
        return { body: { message: 'Kampania czeka w kolejce do wysłania do 120 subskrybentów.', data: { ...rows[0]!, links: [] } } };
      }
      return undefined;
    });
    renderScreen(<ResourceListPage route={routeOf('newsletterCampaigns')} resource={newsletterCampaigns} />, { path: '/newsletter/kampanie' });
    await screen.findByTestId('campaign-row-1');
    expect(screen.getByTestId('campaign-status-2').textContent).toBe('Wysłana');
    expect(screen.getByTestId('campaign-sent-2').textContent).toBe('118');
    expect(screen.getByTestId('campaign-unsubscribed-2').textContent).toBe('3');
    expect(screen.getByTestId('campaign-clicks-2').textContent).toBe('40 (25)');
    expect(screen.getByTestId('newsletter-tab-campaigns').getAttribute('aria-selected')).toBe('true');
    expect(rowIds('campaign-send')).toEqual(['campaign-send-1']);
    expect(rowIds('campaign-cancel')).toEqual(['campaign-cancel-3']);
    expect(rowIds('row-edit')).toEqual(['row-edit-1']);
    expect(screen.getByTestId('resource-create').getAttribute('href')).toBe('/newsletter/kampanie/nowa');

    fireEvent.click(screen.getByTestId('campaign-send-1'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Kampania „Kampania 1” trafi teraz do potwierdzonych subskrybentów listy „Nowości”.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' })));
    await waitFor(() => expect(screen.getByTestId('campaign-status-1').textContent).toBe('Wysyłanie'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([campaignSendPath(1)]);
    expect(alertStore.get()).toMatchObject({ message: 'Kampania czeka w kolejce do wysłania do 120 subskrybentów.', color: 'success' });
  });

  it('opens a campaign’s results: its figures and each link’s clicks', async () => {
    const sent = campaign(2, { status: 'sent', mail_id: 9, recipients: 120, sent: 118, failed: 2, unsubscribed: 3, clicks: 40, unique_clicks: 25 });
    const detail: CampaignDetail = { ...sent, links: [{ position: 0, url: 'https://example.pl/oferta', clicks: 30, unique_clicks: 20 }] };
    fakeServer(({ method, path }) => {
      const [bare] = path.split('?');
      if (method === 'GET' && bare === LIST) return { body: { data: [sent], meta: meta(1) } };
      if (method === 'GET' && bare === itemPath(2)) return { body: detail };
      return undefined;
    });
    const router = renderScreen(<ResourceListPage route={routeOf('newsletterCampaigns')} resource={newsletterCampaigns} />, { path: '/newsletter/kampanie' });
    fireEvent.click(await screen.findByTestId('campaign-results-2'));
    const details = await screen.findByTestId('campaign-details');
    expect(router.state.location.search).toBe('?campaign=2');
    expect(within(details).getByTestId('campaign-figure-sent').textContent).toBe('118');
    expect(within(details).getByTestId('campaign-figure-unique_clicks').textContent).toBe('25');
    const link = await within(details).findByTestId('campaign-link-0');
    expect(link.textContent).toBe('https://example.pl/oferta3020');
  });
});
