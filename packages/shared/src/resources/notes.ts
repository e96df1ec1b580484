import { z } from 'zod';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../constants.js';
import { v } from '../validation/rules.js';
import type { UserRef } from './activities.js';

/** Notes on any record (seed §3, §7): GET/POST /api/{type}/{id}/notes, PUT/DELETE /api/notes/{id}. */
export const NOTE_BODY_MAX = 10_000;

export const noteInput = z.object({ body: v.text(NOTE_BODY_MAX) });
export type NoteInput = z.infer<typeof noteInput>;

export interface Note {
  id: number;
  body: string;
  /** The author; null when the account was deleted. */
  user: UserRef | null;
  created_at: string;
  updated_at: string;
}

/** Notes of one record, always newest first. */
export const noteListQuery = z.object({
  page: v.intBetween(1, 1_000_000).default(1),
  per_page: v.intBetween(1, PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
