import { activityActionKey } from '@harmony/shared';

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (x: unknown): x is Record<string, unknown> => Boolean(x) && typeof x === 'object' && !Array.isArray(x);

/** A list (e.g. the menu configuration) compared item by item: by each item's key or id, else its place. */
function keyed(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return Object.fromEntries(
    value.map((item, i) => {
      const id = isRecord(item) ? (item.key ?? item.id) : undefined;
      return [typeof id === 'string' || typeof id === 'number' ? String(id) : String(i), item];
    }),
  );
}

/** Before/after of an activity, field by field (every field of either side, changed ones marked). */
export function diffEntries(rawBefore: unknown, rawAfter: unknown): DiffRow[] {
  const before = keyed(rawBefore);
  const after = keyed(rawAfter);
  if (before == null && after == null) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: '', before, after, changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  }));
}

/** `auth.login` → i18n key `activityLog.actions.auth_login` (i18n keys cannot hold dots). */
export const actionKey = (action: string): string => `activityLog.actions.${activityActionKey(action)}`;
