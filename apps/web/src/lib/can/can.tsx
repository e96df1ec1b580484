import type { ReactNode } from 'react';
import { useCan, type AccessCheck } from './use-can';

/** Renders its children only when the signed-in user passes the check. */
export function Can({ children, fallback = null, ...check }: AccessCheck & { children: ReactNode; fallback?: ReactNode }) {
  const allowed = useCan()(check);
  return <>{allowed ? children : fallback}</>;
}
