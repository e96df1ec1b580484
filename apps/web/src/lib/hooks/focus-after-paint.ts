/**
 * Gives `element()` the focus once the page has been painted, unless the user has put it somewhere already;
 * returns a cancel. Focusing during the render that adds a page makes the browser lay the whole page out in
 * that same long task; after the first frame the layout is done and focusing is cheap. No React: the
 * static sign-in page (src/static-login) uses it as the app's form does (use-focus-after-paint.ts).
 */
export function focusAfterPaint(element: () => HTMLElement | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The next frame is the first paint of what was just added; the timeout runs right after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) element()?.focus();
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
