import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from './resource-api';
import type { OptionItem, OptionSource } from './types';

export interface ResolvedOption {
  value: string;
  label: string;
}

const NONE: readonly OptionItem[] = [];

/** Options of a select: fixed ones translated, loaded ones fetched once (a failed load gives none). */
export function useOptions(source: OptionSource | undefined): ResolvedOption[] {
  const { t } = useTranslation();
  const loader = source && !Array.isArray(source) ? (source as Exclude<OptionSource, readonly OptionItem[]>) : null;
  const loaded = useQuery({
    // Under the resource's own key when it has one: a save, upload or delete there refreshes them.
    queryKey: loader?.resource ? [...resourceKeys.all(loader.resource), 'options', loader.key] : ['options', loader?.key ?? 'none'],
    queryFn: () => loader!.load().catch(() => [] as OptionItem[]),
    enabled: Boolean(loader),
    staleTime: 5 * 60_000,
  });
  const items = loader ? (loaded.data ?? NONE) : ((source as readonly OptionItem[] | undefined) ?? NONE);
  return useMemo(() => items.map((o) => ({ value: o.value, label: o.labelKey ? t(o.labelKey) : (o.label ?? o.value) })), [items, t]);
}

/** Options from a fixed list of values, labelled by i18n `<prefix>.<value>`. */
export const enumOptions = (values: readonly string[], prefix: string): OptionItem[] =>
  values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));
