import { z } from 'zod';
import { monthLockRead, timeEntryRead } from './time-entries.js';

/**
 * What the time writes answer (their route's response schemas, and the web's types of them): the record
 * as timeEntryRead / monthLockRead has it, with the sentence the web shows.
 */
const message = z.string();

/** POST /api/time-entries (201) and POST /api/time-entries/{id}/restore. */
export const timeEntryWritten = z.object({ id: z.number().int(), message, data: timeEntryRead });
/** PUT /api/time-entries/{id}. */
export const timeEntryUpdated = z.object({ message, data: timeEntryRead });
/** DELETE /api/time-entries/{id}. */
export const timeEntryDeleted = z.object({ id: z.number().int(), message });
/** POST /api/time-entries/bulk-delete: the ids deleted (each once). */
export const timeEntriesDeleted = z.object({ ids: z.array(z.number().int()), message });

/** GET /api/month-locks: newest month first. */
export const monthLockList = z.object({ data: z.array(monthLockRead) });
/** POST /api/month-locks (201). */
export const monthLockCreated = z.object({ message, data: monthLockRead });
/** DELETE /api/month-locks/{month}. */
export const monthLockDeleted = z.object({ month: z.string(), message });
