import { useLayoutEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_FRAME, type FirstFrameData } from '@harmony/shared';
import { appConfigQuery } from '../lib/app-config/use-app-config';
import { USER_QUERY_KEY } from '../lib/auth/user-query';

/**
 * The user and app config the server drew the first frame with, into the app's cache: the app starts from
 * what the frame shows instead of asking the API for it again (and draws the page in one go, not its loader
 * first). Nothing on any other page load.
 */
export function adoptFirstFrameData(client: QueryClient): void {
  const text = document.getElementById(FIRST_FRAME.data)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as FirstFrameData;
    client.setQueryData(USER_QUERY_KEY, data.user);
    client.setQueryData(appConfigQuery.queryKey, data.appConfig);
  } catch {
    // Unreadable: the app asks the API, as on any page load.
  }
}

/**
 * Removes the dashboard's first frame, the server's drawing of the page over it (render.tsx), with its
 * styles. Nothing to do on any other page load.
 */
export function removeFirstFrame(): void {
  document.getElementById(FIRST_FRAME.id)?.remove();
  document.getElementById(FIRST_FRAME.data)?.remove();
  document.querySelector(`style[${FIRST_FRAME.style}]`)?.remove();
}

/**
 * For whatever the app shows in place of its loader (a screen, an error page): before the browser paints it,
 * the first frame goes, so the page the frame drew is followed by the app's own in the same frame.
 */
export function useFirstFrameRemoved(): void {
  useLayoutEffect(removeFirstFrame, []);
}
