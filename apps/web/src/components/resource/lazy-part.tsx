import { Suspense, type ComponentType, type ReactElement } from 'react';
import { lazyScreen } from '../../lib/pwa/lazy-screen';

/**
 * A part of a declaration (a custom field, an extra under the form, an area above the list) loaded on
 * first render: declarations are imported eagerly by the router, the parts' code should not be.
 */
export function lazyPart<P extends object>(factory: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazyScreen<P>(() => factory().then((component) => ({ default: component })));
  const Part = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return Part;
}
