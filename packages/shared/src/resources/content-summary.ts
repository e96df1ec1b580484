import { z } from 'zod';

/**
 * GET /api/content/summary — the content home's (/panel) lists: the newest drafts and what is scheduled next,
 * across posts and pages, each only for a caller who may list that kind (Tresci__posty, Tresci__strony), and
 * the most viewed pop-ups for one who may list those (Tresci__popupy).
 */
export const CONTENT_SUMMARY_PATH = '/api/content/summary';
/** How many of each list the home shows. */
export const CONTENT_SUMMARY_LIMIT = 8;
export const CONTENT_KINDS = ['posts', 'pages'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const entry = z.object({ kind: z.enum(CONTENT_KINDS), id: z.number().int(), title: z.string(), at: z.string() });
export type ContentSummaryEntry = z.infer<typeof entry>;
export const contentSummaryRead = z.object({
  /** Newest change first (`at`: updated_at). */
  drafts: z.array(entry),
  /** Soonest first (`at`: publish_at). */
  scheduled: z.array(entry),
  /** Most views first; left out for a caller who may not list pop-ups. */
  top_popups: z.array(z.object({ id: z.number().int(), name: z.string(), views: z.number().int(), clicks: z.number().int() })).optional(),
});
export type ContentSummary = z.infer<typeof contentSummaryRead>;
