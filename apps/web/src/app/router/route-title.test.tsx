import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@harmony/shared';
import i18n from '../../lib/i18n/i18n';
import { RouteTitle } from './route-title';
import { queryClient } from '../../lib/query-client';
import { renderScreen } from '../../test/render-screen';

describe('a screen’s title', () => {
  it('shows no key while its text is missing, and takes the text when it arrives', async () => {
    document.title = '1CRM Harmony';
    renderScreen(<RouteTitle route={{ name: 'lateTitleForTest' } as RouteDef} layout="timer" />);
    // Nothing else left to re-render it (the app's settings read and answered); never the key itself meanwhile.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(document.title).toBe('1CRM Harmony');
    act(() => {
      i18n.addResourceBundle('pl', 'translation', { routes: { lateTitleForTest: 'Późny tytuł' } }, true, true);
    });
    await waitFor(() => expect(document.title).toBe('Późny tytuł - 1CRM Harmony'));
  });
});
