import { z } from 'zod';
import { encodeRule } from '../validation/messages.js';
import { v } from '../validation/rules.js';
import { wholeListOf } from './list-query.js';

/** Menu configuration (/administrator/menu, /api/menu): each section's enable flag and Polish display name. */
export const MENU_NAME_MAX = 60;

export interface MenuSectionRow {
  key: string;
  name: string;
  enabled: boolean;
  position: number;
}

const menuRow = z.object({
  key: z.string({ error: encodeRule('required') }).trim().min(1, { error: encodeRule('required') }).max(100, { error: encodeRule('in') }),
  name: v.text(MENU_NAME_MAX),
  enabled: z.boolean({ error: encodeRule('required') }),
});

/**
 * PUT /api/menu: the sections in their new order (the order becomes `position`). Sent as `{menu: [...]}`;
 * a bare list is accepted too, and so is `{data: [...]}` as GET /api/menu answers. A row names every field
 * (a missing one is a 422, never a cleared name). Sections left out keep their state and follow the listed ones.
 * Whether each key exists is the server's check (errors `menu.N.key`).
 */
export const menuInput = z.preprocess(
  (input) => wholeListOf(input, 'menu'),
  z
    .object({
      menu: z.array(menuRow, { error: (issue) => (issue.input == null ? encodeRule('required') : encodeRule('array', 1, 200)) })
        .min(1, { error: encodeRule('array', 1, 200) })
        .max(200, { error: encodeRule('array', 1, 200) }),
    })
    .superRefine(({ menu }, ctx) => {
      if (!Array.isArray(menu)) return;
      const seen = new Set<string>();
      menu.forEach((row, i) => {
        if (typeof row?.key !== 'string') return;
        if (seen.has(row.key)) ctx.addIssue({ code: 'custom', path: ['menu', i, 'key'], message: encodeRule('unique') });
        seen.add(row.key);
      });
    }, { when: () => true }),
);
export type MenuInput = z.infer<typeof menuInput>;
