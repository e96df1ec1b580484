import { useEffect, useRef } from 'react';

/**
 * A ref whose element gets the focus once the page has been painted, unless the user has put it
 * somewhere already. React's autoFocus focuses during its commit, which makes the browser lay the whole
 * new page out inside that same long task; after the first frame the layout is done and focusing is cheap.
 */
export function useFocusAfterPaint<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focus = () => {
      const active = document.activeElement;
      if (!active || active === document.body) ref.current?.focus();
    };
    // The next frame is the first paint of what this commit added; the timeout runs right after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(focus);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled]);
  return ref;
}
