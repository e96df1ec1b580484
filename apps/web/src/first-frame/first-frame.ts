import { useLayoutEffect } from 'react';
import { FIRST_FRAME } from '@harmony/shared';

/**
 * Removes the dashboard's first frame, the server's drawing of the page over it (render.tsx), with its
 * styles. Nothing to do on any other page load.
 */
export function removeFirstFrame(): void {
  document.getElementById(FIRST_FRAME.id)?.remove();
  document.querySelector(`style[${FIRST_FRAME.style}]`)?.remove();
}

/**
 * For whatever the app shows in place of its loader (a screen, an error page): before the browser paints it,
 * the first frame goes, so the page the frame drew is followed by the app's own in the same frame.
 */
export function useFirstFrameRemoved(): void {
  useLayoutEffect(removeFirstFrame, []);
}
