import { hmac, safeEqual } from '../../lib/tokens.js';

/**
 * A form's fill token: when its definition was loaded, signed for that form (`{ms}.{hmac}`), so a bot can't
 * claim it took its time. Sent back with the answer; an answer sooner than the minimum after it, or with no
 * valid token, or one older than the maximum, is kept as spam.
 */
export const signFillToken = (secret: string, uuid: string, at: number = Date.now()) => `${at}.${hmac(secret, `form-fill:${uuid}:${at}`)}`;

/** Milliseconds since the token was signed, or null when it is no valid token for this form. */
export function fillTokenAge(secret: string, uuid: string, token: unknown, now: number = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [at, mac] = token.split('.');
  if (!at || !mac || !/^\d{1,15}$/.test(at)) return null;
  if (!safeEqual(mac, hmac(secret, `form-fill:${uuid}:${at}`))) return null;
  return now - Number(at);
}
