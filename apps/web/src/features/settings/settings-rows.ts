import { APP_SETTING_KEYS, MAIL_SETTING_KEYS, MAP_SETTING_KEYS, SHOP_SETTING_KEYS, type Setting } from '@harmony/shared';

export interface SettingsFormValues {
  settings: Setting[];
}

/**
 * The rows the form always has, in this order, each with its own input (no key to edit): the application's names,
 * the shop's, the map's, then the mail's.
 */
export const FIXED_SETTING_KEYS: readonly string[] = [...APP_SETTING_KEYS, ...SHOP_SETTING_KEYS, ...MAP_SETTING_KEYS, ...MAIL_SETTING_KEYS];

/** The form's rows: the fixed settings first (always there, empty when unset), then the others in the server's order. */
export function toFormRows(list: readonly Setting[]): Setting[] {
  const byKey = new Map(list.map((s) => [s.key, s.value ?? '']));
  const fixed = FIXED_SETTING_KEYS.map((key) => ({ key, value: byKey.get(key) ?? '' }));
  const others = list.filter((s) => !FIXED_SETTING_KEYS.includes(s.key)).map((s) => ({ key: s.key, value: s.value ?? '' }));
  return [...fixed, ...others];
}

const ROW_ERROR = /^settings\.(\d+)\.(key|value)$/;

/**
 * Where a 422 error (`settings.3.key`) shows: the rows are sent in the form's order, so index N is the
 * form's row N. A fixed setting has no key input, so its key errors show on its value; anything
 * that is not a row field (the list itself, an index out of range) is null: shown above the form.
 */
export function settingsErrorTarget(path: string, rowCount: number): string | null {
  const match = ROW_ERROR.exec(path);
  if (!match) return null;
  const index = Number(match[1]);
  if (index >= rowCount) return null;
  const field = index < FIXED_SETTING_KEYS.length ? 'value' : match[2];
  return `settings.${index}.${field}`;
}
