/** Registers the offline shell worker at the site root; failures are ignored (seed section 8). */
export function registerServiceWorker(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  try {
    void nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  } catch {
    // Some browsers throw synchronously in insecure or sandboxed contexts.
  }
}
