import { useEffect, useRef } from 'react';
import { focusAfterPaint } from './focus-after-paint';

/** A ref whose element gets the focus once the page has been painted (focus-after-paint.ts), instead of React's autoFocus. */
export function useFocusAfterPaint<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => (enabled ? focusAfterPaint(() => ref.current) : undefined), [enabled]);
  return ref;
}
