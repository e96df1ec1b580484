import { z } from 'zod';
import { DEFAULT_APP_SETTINGS } from '../constants.js';
import { encodeRule } from '../validation/messages.js';
import { wholeListOf } from './list-query.js';
import { isMailsPerMinute, MAILS_PER_MINUTE_MAX, MAILS_PER_MINUTE_SETTING } from './mails.js';
import { isGeocoderUrl, isTileUrl, MAP_GEOCODER_SETTING, MAP_TILE_SETTING } from './map.js';

/** Settings (/administrator/ustawienia, /api/settings): a key/value list, read and saved as a whole (seed §3). */
export const SETTING_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_.]{0,63}$/;
export const SETTING_VALUE_MAX = 5000;
export const SETTINGS_MAX = 200;

/** The four application settings: never removed, a missing or empty one falls back to its default. */
export const APP_SETTING_KEYS = Object.keys(DEFAULT_APP_SETTINGS) as (keyof typeof DEFAULT_APP_SETTINGS)[];
export const isAppSettingKey = (key: string): key is keyof typeof DEFAULT_APP_SETTINGS =>
  (APP_SETTING_KEYS as string[]).includes(key);

/**
 * The shop's settings, edited in their own section of the settings screen beside the application names.
 * `orderCancelledStatusId`: the order status (applies_to orders) that cancelling an order moves it to — an id,
 * or empty for "cancelling keeps the status". The demo seed and migration 0018 point it at "Anulowane".
 */
export const ORDER_CANCELLED_STATUS_SETTING = 'orderCancelledStatusId';
export const SHOP_SETTING_KEYS = [ORDER_CANCELLED_STATUS_SETTING] as const;
export const isShopSettingKey = (key: string): boolean => (SHOP_SETTING_KEYS as readonly string[]).includes(key);

/**
 * Seeded beside the application settings (PRODUCT.md "Administration": company data, SMTP sender; the map's tile
 * server and geocoder, resources/map.ts; the mail's throttle, resources/mails.ts). Empty until an administrator fills them in; an empty sender means the
 * server's SMTP_FROM, an empty tile server the map's offline base layer.
 */
export const DEFAULT_EXTRA_SETTINGS = {
  companyName: '',
  companyAddress: '',
  companyNip: '',
  mailFromName: '',
  mailFromAddress: '',
  mapTileUrl: '',
  mapGeocoderUrl: '',
  [MAILS_PER_MINUTE_SETTING]: '',
} as const;

export interface Setting {
  key: string;
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const settingKey = () =>
  z
    .string({ error: encodeRule('required') })
    .trim()
    .min(1, { error: encodeRule('required') })
    .regex(SETTING_KEY_PATTERN, { error: encodeRule('in') });

const settingRow = z.object({
  key: settingKey(),
  value: z.string({ error: encodeRule('required') }).trim().max(SETTING_VALUE_MAX, { error: encodeRule('max', SETTING_VALUE_MAX) }),
});

const listError = (issue: { input?: unknown }) => (issue.input == null ? encodeRule('required') : encodeRule('array', 0, SETTINGS_MAX));

/**
 * The whole list as `{settings: [...]}` (the form's values). Errors point at the row: `settings.3.key`. With
 * no list at all it is a 422, never an emptied table.
 */
export const settingsInput = z
  .object({
    settings: z.array(settingRow, { error: listError }).max(SETTINGS_MAX, { error: encodeRule('array', 0, SETTINGS_MAX) }),
  })
  // `when`: runs even when other rows failed, so one answer lists every bad row.
  .superRefine(({ settings }, ctx) => {
    if (!Array.isArray(settings)) return;
    const seen = new Set<string>();
    settings.forEach((row, i) => {
      if (typeof row?.key !== 'string') return;
      if (seen.has(row.key)) ctx.addIssue({ code: 'custom', path: ['settings', i, 'key'], message: encodeRule('unique') });
      seen.add(row.key);
      if (row.key === 'mailFromAddress' && typeof row.value === 'string' && row.value && !EMAIL.test(row.value)) {
        ctx.addIssue({ code: 'custom', path: ['settings', i, 'value'], message: encodeRule('email') });
      }
      if (row.key === MAILS_PER_MINUTE_SETTING && typeof row.value === 'string' && !isMailsPerMinute(row.value.trim())) {
        ctx.addIssue({ code: 'custom', path: ['settings', i, 'value'], message: encodeRule('between', 1, MAILS_PER_MINUTE_MAX) });
      }
      // The map's servers: an address with its placeholders, or empty (the map works offline without them).
      const check = row.key === MAP_TILE_SETTING ? isTileUrl : row.key === MAP_GEOCODER_SETTING ? isGeocoderUrl : null;
      if (check && typeof row.value === 'string' && row.value.trim() && !check(row.value.trim())) {
        ctx.addIssue({ code: 'custom', path: ['settings', i, 'value'], message: encodeRule('invalid') });
      }
    });
  }, { when: () => true });

/**
 * PUT /api/settings's body: settingsInput, or the list exactly as GET /api/settings answers it (`{data:
 * [...]}`, also with the PUT's own `message`), or a bare list — so a client that read the list, changed one
 * value and wrote the same document back succeeds.
 */
export const settingsBody = z.preprocess((input) => wholeListOf(input, 'settings'), settingsInput);
export type SettingsInput = z.infer<typeof settingsInput>;

export const settingKeyParams = z.object({ key: settingKey() });
