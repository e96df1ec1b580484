import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A report's filters live in the URL (shareable, kept on reload); missing ones take the defaults. */
export function useReportParams<K extends string>(defaults: Record<K, string>) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(Object.entries(defaults).map(([k, d]) => [k, search.get(k) ?? (d as string)])) as Record<K, string>;
  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [string, string | undefined][]) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [values, update] as const;
}
