import { APP_SETTING_KEYS, type Setting } from '@harmony/shared';

export interface SettingsFormValues {
  settings: Setting[];
}

/** The form's rows: the four application settings first (always there), then the others in the server's order. */
export function toFormRows(list: readonly Setting[]): Setting[] {
  const byKey = new Map(list.map((s) => [s.key, s.value ?? '']));
  const app = APP_SETTING_KEYS.map((key) => ({ key, value: byKey.get(key) ?? '' }));
  const others = list.filter((s) => !(APP_SETTING_KEYS as string[]).includes(s.key)).map((s) => ({ key: s.key, value: s.value ?? '' }));
  return [...app, ...others];
}

const ROW_ERROR = /^settings\.(\d+)\.(key|value)$/;

/**
 * Where a 422 error (`settings.3.key`) shows: the rows are sent in the form's order, so index N is the
 * form's row N. An application setting has no key input, so its key errors show on its value; anything
 * that is not a row field (the list itself, an index out of range) is null: shown above the form.
 */
export function settingsErrorTarget(path: string, rowCount: number): string | null {
  const match = ROW_ERROR.exec(path);
  if (!match) return null;
  const index = Number(match[1]);
  if (index >= rowCount) return null;
  const field = index < APP_SETTING_KEYS.length ? 'value' : match[2];
  return `settings.${index}.${field}`;
}
