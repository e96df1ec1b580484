import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PopupState } from '@harmony/shared';
import { popups } from '../../db/schema.js';
import { inWindow } from '../../lib/publishing.js';

/** Shown to visitors at the statement's time: switched on, and inside its dates (the public API's one rule). */
export const popupShownNow: SQL = and(eq(popups.active, true), inWindow(popups.activeFrom, popups.activeTo))!;

/** What a pop-up is now (the list's chip): off, scheduled, active or expired. */
export const popupState = sql<PopupState>`case when not ${popups.active} then 'off' when ${popups.activeFrom} > now() then 'scheduled'
  when ${popups.activeTo} <= now() then 'expired' else 'active' end`;

/** The list filter by state, as conditions. */
export function popupStateCondition(state: PopupState | undefined): SQL | undefined {
  switch (state) {
    case 'off': return eq(popups.active, false);
    case 'scheduled': return and(eq(popups.active, true), gt(popups.activeFrom, sql`now()`));
    case 'expired': return and(eq(popups.active, true), or(isNull(popups.activeFrom), lte(popups.activeFrom, sql`now()`)), lte(popups.activeTo, sql`now()`));
    case 'active': return popupShownNow;
    default: return undefined;
  }
}
