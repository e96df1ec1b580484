import { Suspense } from 'react';
import type { AnyResource } from '../../components/resource/types';
import { lazyScreen } from '../../lib/pwa/lazy-screen';

// Quick add, totals and month locking load with the list, not with the app: the declaration stays small and eager.
const Above = lazyScreen<{ resource: AnyResource }>(() => import('./time-entries-above').then((m) => ({ default: m.TimeEntriesAbove })));

export function TimeEntriesAboveLazy({ resource }: { resource: AnyResource }) {
  return (
    <Suspense fallback={null}>
      <Above resource={resource} />
    </Suspense>
  );
}
