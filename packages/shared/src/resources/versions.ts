import { z } from 'zod';
import { userRefRead } from './activities.js';

/**
 * Versions of a record (posts, pages): every save keeps one — the fields a user edits, as its form sends them.
 * GET {item}/versions lists them newest first, GET {item}/versions/{n} gives one with its data, and
 * POST {item}/versions/{n}/restore saves that data again (a new version: nothing is lost by a restore).
 */
export const versionSummaryRead = z.object({
  version: z.number().int(),
  created_at: z.string(),
  user: userRefRead.nullable(),
});
export type VersionSummary = z.infer<typeof versionSummaryRead>;
export const versionRead = versionSummaryRead.extend({ data: z.record(z.string(), z.unknown()) });
export type RecordVersion = z.infer<typeof versionRead>;

export const versionsPath = (itemPath: string) => `${itemPath}/versions`;
export const versionPath = (itemPath: string, version: number) => `${itemPath}/versions/${version}`;
export const versionParams = z.object({ id: z.coerce.number().int().positive(), version: z.coerce.number().int().positive() });
