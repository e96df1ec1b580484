import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../../test/fake-api';
import { fakeServer, renderScreen } from '../../../test/render-screen';
import { ProjectTeam } from './project-team';
import { projectsContract } from '@harmony/shared';

/** Issue #23/9: "od grudzień 2025 do listopad 2027" — after od/do Polish months take the genitive. */
describe('project team range', () => {
  beforeEach(() => {
    stubDesktopMedia();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('pl');
  });

  it.each([
    ['pl', 'Planowane i przepracowane godziny od grudnia 2025 do listopada 2027.', 'Plan: listopad 2026'],
    ['en', 'Planned and worked hours from December 2025 to November 2027.', 'Planned: November 2026'],
  ])('reads naturally in %s', async (locale, range, heading) => {
    await i18n.changeLanguage(locale);
    const { requests } = fakeServer(({ path }) => (path.startsWith(`${projectsContract.itemPath(7)}/allocations`) ? { body: {
      from: '2025-12', to: '2027-11', data: [{ user: { id: 3, name: 'Jan Nowak' }, months: { '2026-11': 10 }, worked: { '2026-11': 4 } }],
    } } : undefined));
    renderScreen(<ProjectTeam projectId={7} />, { path: locale === 'en' ? '/en/projekty/7/szczegoly' : '/projekty/7/szczegoly' });
    await waitFor(() => expect(screen.getByText(range)).toBeTruthy());
    expect(requests[0]!.path).toBe(`${projectsContract.itemPath(7)}/allocations?from=2025-12&to=2027-11`);
    await waitFor(() => expect(screen.getByText(heading)).toBeTruthy());
  });
});
