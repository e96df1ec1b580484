import { useEffect, useState } from 'react';
import { TOPBAR_DENSE_SCROLL_PX, TOPBAR_ELEVATED_SCROLL_PX } from '@harmony/shared';

export interface TopBarScroll {
  /** Scrolled more than TOPBAR_DENSE_SCROLL_PX: the toolbar turns dense. */
  dense: boolean;
  /** Scrolled more than TOPBAR_ELEVATED_SCROLL_PX: the bar casts a shadow. */
  elevated: boolean;
}

export function topBarScrollState(scrollY: number): TopBarScroll {
  return { dense: scrollY > TOPBAR_DENSE_SCROLL_PX, elevated: scrollY > TOPBAR_ELEVATED_SCROLL_PX };
}

/** The bar's state as the window scrolls; at the top where there is no window (the server's first frame). */
export function useTopBarScroll(win: Window | null = typeof window === 'undefined' ? null : window): TopBarScroll {
  const [state, setState] = useState(() => topBarScrollState(win?.scrollY ?? 0));
  useEffect(() => {
    if (!win) return;
    const onScroll = () => {
      const next = topBarScrollState(win.scrollY);
      setState((prev) => (prev.dense === next.dense && prev.elevated === next.elevated ? prev : next));
    };
    // A scroll between the first render and now: read it after the next frame, when the new page is laid
    // out anyway (reading scrollY here would force that layout inside React's commit).
    const frame = win.requestAnimationFrame(onScroll);
    win.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      win.cancelAnimationFrame(frame);
      win.removeEventListener('scroll', onScroll);
    };
  }, [win]);
  return state;
}
