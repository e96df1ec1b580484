import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { RouteTitle } from './route-title';
import { queryClient } from '../../lib/query-client';
import { renderScreen } from '../../test/render-screen';

describe('a screen’s title', () => {
  it('takes its text when the text arrives after the title was first set', async () => {
    renderScreen(<RouteTitle route={{ name: 'lateTitleForTest' } as RouteDef} layout="timer" />);
    await waitFor(() => expect(document.title).toBe('routes.lateTitleForTest - 1CRM Harmony'));
    // Nothing else left to re-render it (the app's settings read and answered).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    act(() => {
      i18n.addResourceBundle('pl', 'translation', { routes: { lateTitleForTest: 'Późny tytuł' } }, true, true);
    });
    await waitFor(() => expect(document.title).toBe('Późny tytuł - 1CRM Harmony'));
  });
});
