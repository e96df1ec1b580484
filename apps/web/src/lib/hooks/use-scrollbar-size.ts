import { useSyncExternalStore } from 'react';

/**
 * The width of the browser's own scrollbar in CSS pixels (0 where scrollbars float over the content), for the
 * data grids (`scrollbarSize`). Without it a grid measures it in its first layout effect: it reads its scroller's
 * computed style and appends a probe, forcing the new page to be laid out an extra time inside React's commit
 * (43 ms of self time in a profile of a cold /czasy on two cores; the first row 0–40 ms sooner, session 11).
 * Measured here on a probe while the document is only the boot screen (`measureScrollbarSize` from main.tsx),
 * where that layout costs next to nothing, and again only when the zoom changes it (devicePixelRatio). The
 * grids' scrollers use the browser's default scrollbar, as the probe does.
 */
let measured: { size: number; ratio: number } | undefined;

function probe(doc: Document): number {
  const div = doc.createElement('div');
  div.style.cssText = 'position:absolute;top:-200px;left:0;width:100px;height:100px;overflow:scroll;visibility:hidden';
  doc.body.appendChild(div);
  const size = div.offsetWidth - div.clientWidth;
  div.remove();
  return size;
}

/** The scrollbar's width now, measured again only when the device pixel ratio has changed since. */
export function measureScrollbarSize(win: Window = window): number {
  const ratio = win.devicePixelRatio || 1;
  if (!measured || measured.ratio !== ratio) measured = { size: probe(win.document), ratio };
  return measured.size;
}

const subscribe = (onChange: () => void) => {
  // Zooming changes the ratio and fires a resize; the snapshot then measures again.
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** measureScrollbarSize as a component's value, updated after a zoom. */
export function useScrollbarSize(): number {
  return useSyncExternalStore(subscribe, measureScrollbarSize, () => 0);
}
